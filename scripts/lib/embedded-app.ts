import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const ENTRY = path.join(root, 'scripts/lib/embedded-server.ts');

/** Engines a developer's shell may name (infra/local's exports): an embedded app must not pick them up. */
export const ENGINE_VARIABLES = [
  'DATABASE_URL',
  'KAFKA_BROKERS',
  'REDIS_URL',
  'OBJECT_STORE',
  'MINIO_ENDPOINT',
];

export interface EmbeddedApp {
  child: ChildProcess;
  port: number;
  url: string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * V8's young generation as `npm start` sizes it (`--max-semi-space-size=32`, MB per semi-space):
 * with the default 16 MB, scavenges under load were ~7 % of a member request's CPU; at 32 MB the
 * member routes answered ~5–10 % more requests a second (`bench/edge.ts`, two alternating pairs in
 * each of two sessions, issue 18). The space grows only under allocation: a process at rest
 * holds what it did (`bench/startup.ts`).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'] as const;

/**
 * Starts the embedded app (scripts/lib/embedded-server.ts) with exactly `env` and resolves once it
 * listens. Its standard output (the request logs) is drained, never kept; standard error is the
 * caller's. Rejects when it exits before it is ready.
 *
 * It runs the compiled services as `npm start` does (`mawadda-dist`, built first when stale):
 * only the small entry goes through tsx. Transpiled on the fly, the services carry esbuild's
 * helpers (a `__name` call for every function made at run time, per request too) that the
 * shipped build has not, so the tools measured something else than what operators run.
 */
export function spawnEmbeddedApp(env: NodeJS.ProcessEnv) {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-server-build.mjs')], { stdio: 'inherit' });
  return spawnReady(
    ['--conditions=mawadda-dist', '--enable-source-maps', ...SERVER_NODE_FLAGS, '--import', 'tsx', ENTRY],
    env,
  );
}

/** Any Node entry that prints `READY <port>` once it listens (`node <args>`), as above. */
export function spawnReady(args: string[], env: NodeJS.ProcessEnv): Promise<EmbeddedApp> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = (graceMs = 10_000) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const hard = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(hard);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const ready = /READY (\d+)/.exec(out);
      if (!ready) return;
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      const port = Number(ready[1]);
      resolve({ child, port, url: `http://127.0.0.1:${port}`, stop });
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.at(-1)} exited (${code}) before it was ready`)));
  });
}
