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
 * V8's young generation as `npm start` sizes it: the default makes scavenges a visible share of a
 * member request's CPU (figures in bench/RESULTS.md, `bench/edge.ts`). The space grows only under
 * allocation, so a process at rest holds what it did.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'] as const;

/** A server's Node arguments as `npm start` gives them: the compiled services, their source maps. */
export const SHIPPED_NODE_ARGS = [
  '--conditions=mawadda-dist',
  '--enable-source-maps',
  ...SERVER_NODE_FLAGS,
] as const;

/**
 * Starts the embedded app with exactly `env`, resolving once it listens (rejects if it exits
 * first). It runs the compiled services as `npm start` does: transpiled on the fly they carry
 * esbuild helpers the shipped build has not, so tools would measure something else.
 */
export function spawnEmbeddedApp(env: NodeJS.ProcessEnv) {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-server-build.mjs')], { stdio: 'inherit' });
  return spawnReady([...SHIPPED_NODE_ARGS, '--import', 'tsx', ENTRY], env);
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
