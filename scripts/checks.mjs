// `npm test`'s static checks: the typechecks and the lint, two at a time. Each is one
// single-threaded process, so on a two-core machine running them in pairs halves their wall time;
// each one's output is printed whole when it ends, so logs never interleave.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const tsc = (project) => ['typecheck ' + project, bin('tsc'), ['-p', project, '--noEmit']];
const CHECKS = [
  tsc('tsconfig.json'),
  tsc('web/member/tsconfig.json'),
  // The member site's service worker: the worker's globals, not the page's.
  tsc('web/member/src/sw/tsconfig.json'),
  // The console's journeys include the member site's, so this one project checks both.
  tsc('web/admin/e2e/tsconfig.json'),
  tsc('web/admin/tsconfig.json'),
  ['lint', bin('eslint'), ['.']],
];

const only = process.argv[2];
const checks = only ? CHECKS.filter(([name]) => name.startsWith(only)) : CHECKS;
const run = ([name, command, args]) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const took = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${took} s)\n${output}`);
      resolve(code === 0);
    });
  });

const queue = [...checks];
const results = [];
const worker = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) results.push(await run(next));
};
await Promise.all(Array.from({ length: Math.min(2, os.availableParallelism()) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
