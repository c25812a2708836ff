import path from 'node:path';
import {
  ENGINE_VARIABLES,
  SERVER_NODE_FLAGS,
  spawnEmbeddedApp,
  spawnReady as startReady,
  type EmbeddedApp,
} from '../../scripts/lib/embedded-app.js';
import {
  buildServer,
  freePort,
  startBuiltProcess,
  waitUntilReady,
} from '../../services/gateway/test/support/processes.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The calling shell's environment, less its engines for an embedded process, under `env`. */
function envOf(env: Record<string, string>, embedded: boolean): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  if (embedded) for (const name of ENGINE_VARIABLES) delete inherited[name];
  return { ...inherited, LOG_LEVEL: 'warn', ...env };
}

/**
 * The embedded app as `npm start` runs it (the compiled services, the server's V8 flags): the bench
 * measures what ships, not the sources as tsx transpiles them.
 */
export function spawnApp(env: Record<string, string>): Promise<EmbeddedApp> {
  return spawnEmbeddedApp(envOf(env, true));
}

/**
 * A TypeScript entry of the bench itself (the bare relay) as its own process, with the servers'
 * V8 flags so the baseline runs as the app it is compared with; resolves once it prints
 * `READY <port>`. `embedded` leaves out the engine variables of the calling shell.
 */
export function spawnReady(
  entry: string,
  env: Record<string, string>,
  options: { embedded?: boolean } = {},
): Promise<EmbeddedApp> {
  return startReady(
    [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, entry)],
    envOf(env, options.embedded ?? false),
  );
}

let built = false;

/**
 * A service as `npm start` runs it (its compiled `dist/main.js`) on a free port; resolves once its
 * /readyz answers (its engines reachable). The services are built once, before the first.
 */
export async function spawnService(service: string, env: Record<string, string>) {
  if (!built) buildServer();
  built = true;
  const port = await freePort();
  const child = startBuiltProcess(service, { ...env, PORT: String(port) });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, child, 120_000);
  return { child, port };
}
