import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Runs a TypeScript entry point of the repo as its own Node process. */
export function startProcess(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * Runs a service as production does (`npm start`): its compiled `dist/main.js` through the
 * `mawadda-dist` export condition. The caller builds first (`buildServer`). For drills that time a
 * restart: tsx would add its compile of the sources to every start.
 */
export function startBuiltProcess(service: string, env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    [
      '--conditions=mawadda-dist',
      '--enable-source-maps',
      path.join(repoRoot, `services/${service}/dist/main.js`),
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

/** Compiles every server workspace to its dist/ (scripts/build-server.mjs, ~8 s). */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
}

/** Polls a URL until it answers 200, or the process died, or time is up. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * A stack's own topics and consumer groups on the shared cluster, so that it reads only what its
 * own processes publish: the suite's stacks run one after another on one broker, and a stack that
 * started at the topics' beginning first replayed every earlier file's events (the Kafka drill's
 * ten thousand edits), which held its search behind for minutes.
 */
export function ownKafka(name: string) {
  const id = `${name}-${Date.now().toString(36)}`;
  return { KAFKA_BROKERS: process.env.KAFKA_BROKERS!, KAFKA_TOPIC_PREFIX: id, KAFKA_GROUP_SUFFIX: id };
}
