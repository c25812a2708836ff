// How much JavaScript the home route needs before it can show anything, gzip-compressed,
// against the product's budget for a first page, and against the framework floor of the same
// build (the `framework` chunk: react, react-dom, react-router, what any page of this stack costs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { recordResults } from './lib/results.mjs';

const dist = path.resolve(import.meta.dirname, '../web/member/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 200;

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** A chunk and everything it imports statically: what the browser must fetch before running it. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const dep of entry.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('src/pages/HomePage.tsx'));
if (!entryKey || !homeKey)
  throw new Error('manifest lacks the entry or the home page chunk; build first (npm run build)');
const files = closure(homeKey, closure(entryKey));
const total = [...files].reduce((sum, f) => sum + gz(f), 0);
const framework = [...files].filter((f) => /\/framework-/.test(f)).reduce((s, f) => s + gz(f), 0);

const kb = (b) => (b / 1024).toFixed(1);
console.log('home route initial JavaScript (gzip -9):');
for (const f of files) console.log(`  ${f.padEnd(48)} ${kb(gz(f)).padStart(7)} KB`);
console.log(`  total${' '.repeat(44)}${kb(total).padStart(7)} KB`);
console.log(
  `ratio to budget (${BUDGET_KB} KB): ${(total / 1024 / BUDGET_KB).toFixed(2)}  ${total / 1024 <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
);
if (framework)
  console.log(
    `ratio to framework chunks of the same build (${kb(framework)} KB): ${(total / framework).toFixed(2)}`,
  );
recordResults({
  id: 'home-bundle',
  title: 'Home route JavaScript',
  script: 'node bench/home-bundle.mjs',
  setup: 'The built member site (`web/member/dist`), the home route and every chunk it imports, gzip -9.',
  figures: [
    ['files', String(files.size)],
    ['total', `${kb(total)} KB`],
    ['framework chunks', `${kb(framework)} KB`],
    ['budget', `${BUDGET_KB} KB`],
  ],
  ratios: [
    ['total / budget', (total / 1024 / BUDGET_KB).toFixed(2)],
    ...(framework ? [['total / framework chunks', (total / framework).toFixed(2)]] : []),
  ],
});
if (total / 1024 > BUDGET_KB) process.exitCode = 1;
