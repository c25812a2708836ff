import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, startProcess, waitUntilReady } from '../../services/gateway/test/support/processes.js';

const root = path.resolve(import.meta.dirname, '../..');

/** Engines the shell may name (infra/local's exports): an embedded process must not pick them up. */
const ENGINE_VARIABLES = ['DATABASE_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'OBJECT_STORE', 'MINIO_ENDPOINT'];

/**
 * A TypeScript entry of the repo as its own process; resolves with its port once it prints
 * `READY <port>`. `embedded` leaves out the engine variables of the calling shell.
 */
export function spawnReady(
  entry: string,
  env: Record<string, string>,
  options: { embedded?: boolean } = {},
): Promise<{ child: ChildProcess; port: number }> {
  const inherited = { ...process.env };
  if (options.embedded) for (const name of ENGINE_VARIABLES) delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const ready = /READY (\d+)/.exec(out);
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited (${code}) before it was ready`)));
  });
}

/** A service's `main.ts` on a free port; resolves once its /readyz answers (its engines reachable). */
export async function spawnService(entry: string, env: Record<string, string>) {
  const port = await freePort();
  const child = startProcess(entry, { ...env, PORT: String(port) });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child, 120_000);
  return { child, port };
}
