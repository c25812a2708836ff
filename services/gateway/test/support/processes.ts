import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { poll } from '@mawadda/kit/testing';
import { SHIPPED_NODE_ARGS } from '../../../../scripts/lib/embedded-app.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

// Re-exported so the stacks and the benches keep one import for their processes.
export { freePort } from '../../../../scripts/lib/free-port.js';

/*
 * What a child last wrote to stderr, kept so that a child dying before it is ready is reported
 * with its own words: its stderr is also passed through, but in a long CI log the failing
 * suite's error and the child's last lines end up far apart.
 */
const STDERR_TAIL_LINES = 40;
const stderrTails = new WeakMap<ChildProcess, string[]>();

function keepStderrTail(child: ChildProcess): ChildProcess {
  const tail: string[] = [];
  stderrTails.set(child, tail);
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (tail.length > STDERR_TAIL_LINES) tail.splice(0, tail.length - STDERR_TAIL_LINES);
  });
  return child;
}

/** Runs a TypeScript entry point of the repo as its own Node process. */
export function startProcess(entry: string, env: Record<string, string>): ChildProcess {
  return keepStderrTail(
    spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    }),
  );
}

/**
 * Runs a service as production does (`npm start`): its compiled `dist/main.js` through the
 * `mawadda-dist` export condition, with the servers' V8 flags. The caller builds first (`buildServer`). For drills that time a
 * restart: tsx would add its compile of the sources to every start.
 */
export function startBuiltProcess(service: string, env: Record<string, string>): ChildProcess {
  return keepStderrTail(
    spawn(process.execPath, [...SHIPPED_NODE_ARGS, path.join(repoRoot, `services/${service}/dist/main.js`)], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'pipe'],
    }),
  );
}

/** Compiles every server workspace to its dist/ (scripts/build-server.mjs). */
export function buildServer(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
}

/** Polls a URL until it answers 200, or the process died, or time is up. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  await poll(
    async () => {
      if (child.exitCode !== null) {
        const tail = (stderrTails.get(child) ?? []).join('\n');
        throw new Error(
          `${url}: process exited with ${child.exitCode}${tail ? `; its last stderr lines:\n${tail}` : ''}`,
        );
      }
      try {
        if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return true;
      } catch {
        /* not listening yet */
      }
      return undefined;
    },
    { timeoutMs, everyMs: 250, fail: () => new Error(`${url} not ready after ${timeoutMs} ms`) },
  );
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  // A process that does not stop within its grace period is killed; either way, wait for the exit.
  const grace = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(grace);
}

/**
 * A stack's own topics and consumer groups on the shared cluster, so it reads only what its own
 * processes publish: the suite's stacks share one broker, and replaying earlier files' events
 * would hold its search behind.
 */
export function ownKafka(name: string) {
  const id = `${name}-${Date.now().toString(36)}`;
  return { KAFKA_BROKERS: process.env.KAFKA_BROKERS!, KAFKA_TOPIC_PREFIX: id, KAFKA_GROUP_SUFFIX: id };
}
