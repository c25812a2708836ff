// bench/RESULTS.md is written by the benches themselves: each replaces its own section (between
// its markers) with the figures of the run that just ended, so the file always holds the last
// run of every bench and a figure is never copied by hand. Plain ESM so that the `.mjs` benches,
// run by bare `node`, share it with the tsx ones.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The sections in the order `npm run bench` runs them; a bench not listed here is refused. */
export const SECTIONS = [
  'home-bundle',
  'console-bundle',
  'social-lists',
  'search',
  'matchmaker',
  'chat',
  'calls',
  'job-queue',
  'entitlement',
  'watermark',
  'edge',
  'departures',
  'startup',
  'lighthouse',
];

const START = (id) => `<!-- bench:${id} -->`;
const END = (id) => `<!-- /bench:${id} -->`;
const GENERATED_END = '<!-- /bench:generated -->';

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/** The commit the run measured, marked when the tree held changes beyond it. */
export function currentCommit() {
  const head = git('rev-parse', '--short=10', 'HEAD') || 'unknown';
  const dirty = git('status', '--porcelain', '--untracked-files=no');
  return dirty ? `${head} (with uncommitted changes)` : head;
}

const escapeCell = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The Markdown of one section, markers included. */
export function renderSection(section, run) {
  const { id, title, script, setup, figures, ratios, notes = [] } = section;
  const lines = [
    START(id),
    `### ${title}`,
    '',
    `\`${script}\`, run ${run.date} on commit ${run.commit} (node ${run.node}, ${run.cpus} CPUs, load ${run.load}).` +
      (setup ? ` ${setup}` : ''),
    '',
    '| figure | value |',
    '| --- | --- |',
    ...figures.map(([label, value]) => `| ${escapeCell(label)} | ${escapeCell(value)} |`),
    '',
    '| ratio against the same run\'s baseline | value |',
    '| --- | --- |',
    ...ratios.map(([label, value]) => `| ${escapeCell(label)} | ${escapeCell(value)} |`),
  ];
  if (notes.length) lines.push('', ...notes.map((n) => `- ${n}`));
  lines.push(END(id));
  return lines.join('\n');
}

/**
 * `text` with the section `id` replaced by `body`; a section not there yet goes where the order of
 * SECTIONS puts it, before the generated part's end marker. Text outside the markers is kept.
 */
export function replaceSection(text, id, body) {
  const start = text.indexOf(START(id));
  const end = text.indexOf(END(id));
  if (start !== -1 && end > start) return text.slice(0, start) + body + text.slice(end + END(id).length);
  const later = SECTIONS.slice(SECTIONS.indexOf(id) + 1)
    .map((next) => text.indexOf(START(next)))
    .find((at) => at !== -1);
  const at = later ?? text.indexOf(GENERATED_END);
  if (at === -1) return `${text.trimEnd()}\n\n${body}\n`;
  return `${text.slice(0, at)}${body}\n\n${text.slice(at)}`;
}

/** Replaces this bench's section of bench/RESULTS.md (or BENCH_RESULTS_FILE) with this run's figures. */
export function recordResults(section) {
  if (!SECTIONS.includes(section.id)) throw new Error(`unknown bench section ${section.id}`);
  if (!section.ratios.length) throw new Error(`${section.id}: a section states its ratio to a baseline`);
  const file = process.env.BENCH_RESULTS_FILE || path.join(root, 'bench/RESULTS.md');
  const run = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    commit: currentCommit(),
    node: process.version,
    cpus: os.cpus().length,
    load: os.loadavg()[0].toFixed(1),
  };
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  fs.writeFileSync(file, replaceSection(text, section.id, renderSection(section, run)));
  console.log(`  results: ${path.relative(root, file)} (${section.id})`);
}
