// The staff console's JavaScript beside the member site's, gzip-compressed: what a browser fetches
// before the console's first screen (index.html's entry script and its modulepreloads), and the
// whole console. The baseline is the member site's initial JavaScript from the same build, so the
// ratio says how much heavier the staff's tool is than a member's first page. It also proves the
// split: no file the member site serves is a console chunk, and no console chunk is in it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { recordResults } from './lib/results.mjs';

const root = path.resolve(import.meta.dirname, '..');
const kb = (b) => (b / 1024).toFixed(1);

function initialScripts(dist, base) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  return [...new Set(refs)].map((r) => r.replace(base, ''));
}
const gz = (dist, file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const allScripts = (dist) =>
  fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);

const member = path.join(root, 'web/member/dist');
const admin = path.join(root, 'web/admin/dist');
for (const dist of [member, admin])
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} is not built; run npm run build`);

const sum = (dist, files) => files.reduce((s, f) => s + gz(dist, f), 0);
const memberInitial = sum(member, initialScripts(member, '/'));
const adminInitialFiles = initialScripts(admin, '/admin/');
const adminInitial = sum(admin, adminInitialFiles);
const adminAll = sum(admin, allScripts(admin));

console.log('staff console JavaScript (gzip -9):');
for (const f of adminInitialFiles) console.log(`  ${f.padEnd(48)} ${kb(gz(admin, f)).padStart(7)} KB`);
console.log(`  first screen total${' '.repeat(31)}${kb(adminInitial).padStart(7)} KB`);
console.log(`  every console chunk${' '.repeat(30)}${kb(adminAll).padStart(7)} KB`);
console.log(`member site first screen (baseline, same build)      ${kb(memberInitial).padStart(7)} KB`);
console.log(`ratio console first screen / member first screen: ${(adminInitial / memberInitial).toFixed(2)}`);

const memberFiles = new Set(allScripts(member).map((f) => path.basename(f)));
const shared = allScripts(admin).filter((f) => memberFiles.has(path.basename(f)));
const leaks = allScripts(member).filter((f) =>
  /react-admin|ra-core|@mui/.test(fs.readFileSync(path.join(member, f), 'utf8').slice(0, 200_000)),
);
recordResults({
  id: 'console-bundle',
  title: 'Staff console JavaScript beside the member site',
  script: 'node bench/console-bundle.mjs',
  setup: 'The built sites, gzip -9; the baseline is the member site\'s first screen from the same build.',
  figures: [
    ['console first screen', `${kb(adminInitial)} KB`],
    ['every console chunk', `${kb(adminAll)} KB`],
    ['member site first screen (baseline)', `${kb(memberInitial)} KB`],
    ['split', shared.length || leaks.length ? 'broken' : 'no member page loads a console chunk'],
  ],
  ratios: [['console first screen / member first screen', (adminInitial / memberInitial).toFixed(2)]],
});
if (shared.length || leaks.length) {
  console.log(`split broken: shared ${shared.join(', ')} ${leaks.join(', ')}`);
  process.exitCode = 1;
} else console.log('split: no member page loads a console chunk');
