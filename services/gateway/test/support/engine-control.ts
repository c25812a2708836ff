import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { vi } from 'vitest';

/**
 * Kills and restarts infra/local's shared engines for the fault drills. Integration files run one
 * at a time, so a drill may take an engine down if it brings it back (`startEngine` in a `finally`).
 * SIGKILL on purpose: a drill is about a crash; the data stays, and `up.sh <name>` restarts on it.
 */
export type EngineName = 'kafka' | 'elasticsearch' | 'redis';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

function infraDir(): string {
  return path.resolve(
    process.env.MAWADDA_INFRA_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'mawadda-infra'),
  );
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** As infra/local/lib.sh's pid_alive: the PID alone may be reused, so its command line must carry our marker. */
function alive(pid: number, marker: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(marker);
  } catch {
    return false;
  }
}

/** The live processes of an engine (all of them must die for a crash), with the marker that proves they are ours. */
function engineProcesses(name: EngineName): number[] {
  const dir = path.join(infraDir(), name);
  const read = (file: string) => readPid(path.join(dir, file));
  let candidates: (number | undefined)[];
  let marker: string;
  switch (name) {
    case 'kafka':
      candidates = [read('pid')];
      marker = path.join(dir, 'server.properties');
      break;
    case 'elasticsearch':
      // The server JVM and the CLI launcher that lives as long as it (see engines/elasticsearch.sh).
      candidates = [read('server.pid'), read('pid')];
      marker = `${dir}/`;
      break;
    case 'redis': {
      const port = fs.existsSync(path.join(dir, 'port'))
        ? fs.readFileSync(path.join(dir, 'port'), 'utf8').trim()
        : '26379';
      candidates = [read('pid'), read('redis.pid')];
      marker = `127.0.0.1:${port}`;
      break;
    }
  }
  return [...new Set(candidates.filter((pid): pid is number => pid !== undefined))].filter((pid) =>
    alive(pid, marker),
  );
}

export function engineRunning(name: EngineName): boolean {
  return engineProcesses(name).length > 0;
}

/** SIGKILLs the engine's processes and resolves once they are gone. */
export async function killEngine(name: EngineName): Promise<void> {
  const pids = engineProcesses(name);
  if (pids.length === 0)
    throw new Error(`${name} is not running (nothing recorded in ${infraDir()}/${name})`);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  await vi.waitFor(
    () => {
      if (pids.some((pid) => isProcess(pid)))
        throw new Error(`${name} (${pids.join(', ')}) still alive after SIGKILL`);
    },
    { timeout: 15_000, interval: 50 },
  );
}

function isProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A killed child of ours may linger as a zombie until reaped; it holds no port or file.
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

/**
 * Starts the engine on its data and resolves once it serves requests (up.sh waits for readiness).
 * A no-op when it already runs. Returns how long the start took, in ms.
 */
export async function startEngine(name: EngineName): Promise<number> {
  const started = Date.now();
  try {
    await run('bash', [path.join(repoRoot, 'infra/local/up.sh'), name], {
      cwd: repoRoot,
      env: { ...process.env, MAWADDA_INFRA_DIR: infraDir() },
      timeout: 240_000,
      maxBuffer: 4 * 1024 * 1024,
    });
  } catch (error) {
    const err = error as { stderr?: string; message: string };
    throw new Error(`could not restart ${name}: ${err.message}\n${err.stderr?.slice(-2000) ?? ''}`, {
      cause: error,
    });
  }
  return Date.now() - started;
}
