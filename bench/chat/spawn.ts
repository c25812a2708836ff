import path from 'node:path';
import {
  ENGINE_VARIABLES,
  spawnReady as startReady,
  type EmbeddedApp,
} from '../../scripts/lib/embedded-app.js';
import { freePort, startProcess, waitUntilReady } from '../../services/gateway/test/support/processes.js';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A TypeScript entry of the repo as its own process; resolves with its port once it prints
 * `READY <port>`. `embedded` leaves out the engine variables of the calling shell.
 */
export function spawnReady(
  entry: string,
  env: Record<string, string>,
  options: { embedded?: boolean } = {},
): Promise<EmbeddedApp> {
  const inherited = { ...process.env };
  if (options.embedded) for (const name of ENGINE_VARIABLES) delete inherited[name];
  return startReady(['--import', 'tsx', path.join(root, entry)], { ...inherited, LOG_LEVEL: 'warn', ...env });
}

/** A service's `main.ts` on a free port; resolves once its /readyz answers (its engines reachable). */
export async function spawnService(entry: string, env: Record<string, string>) {
  const port = await freePort();
  const child = startProcess(entry, { ...env, PORT: String(port) });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child, 120_000);
  return { child, port };
}
