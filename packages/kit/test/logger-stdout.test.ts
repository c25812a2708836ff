import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// A process logging to its standard output, as every service does by default.
const LOGGER = path.resolve(import.meta.dirname, '../src/logging/logger.ts');
const run = (script: string) =>
  spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });

it("writes a quiet process's line within a second or two, though lines are batched", async () => {
  const child = run(
    `import { createLogger } from ${JSON.stringify(LOGGER)};
     createLogger('quiet', 'info').info('alone');
     setTimeout(() => undefined, 20_000);`,
  );
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no line within 5 s')), 5_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!String(chunk).includes('alone')) return;
      clearTimeout(timer);
      resolve(String(chunk));
    });
  }).finally(() => child.kill());
  expect(JSON.parse(line.trim())).toMatchObject({ service: 'quiet', msg: 'alone' });
});

it('writes every line held at exit', async () => {
  const child = run(
    `import { createLogger } from ${JSON.stringify(LOGGER)};
     const log = createLogger('busy', 'info');
     const other = createLogger('other', 'info');
     for (let i = 0; i < 50; i++) (i % 2 ? other : log).info({ i }, 'line');
     process.exit(0);`,
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
  await new Promise((resolve) => child.on('exit', resolve));
  const lines = out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { i: number });
  // Two loggers share the process's one buffer: every line whole and none lost. Their order is
  // not kept across the exit: pino's synchronous flush can overtake a batch still being written.
  expect(lines.map((l) => l.i).sort((a, b) => a - b)).toEqual([...Array(50).keys()]);
});
