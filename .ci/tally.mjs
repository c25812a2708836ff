// Reads the log .ci/run keeps of every vitest run and prints one closing line of the whole
// run, "ci: N passed, N failed, N skipped", so whoever reads CI's last lines sees how many
// tests actually ran (vitest's own summary is not a format CI readers know).
import { readFileSync } from 'node:fs';

// Colour codes (ESC [ … m) stripped; ESC spelled out, as a regex literal may not hold it.
const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const log = readFileSync(process.argv[2], 'utf8').replace(colour, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of log.split('\n')) {
  const summary = /^\s*Tests\s+(.*\(\d+\))\s*$/.exec(line);
  if (!summary) continue;
  for (const [, count, word] of summary[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
    if (word === 'passed') passed += Number(count);
    else if (word === 'failed') failed += Number(count);
    else skipped += Number(count);
  }
}
if (passed + failed === 0) {
  console.error('ci: no vitest summary found in the log: no test ran');
  process.exit(1);
}
console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped`);
