import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** Everything the stack writes: logs, its pid file, secrets, the dev inbox (under the ignored data/). */
export const stackDir = path.resolve(process.env.MAWADDA_STACK_DIR ?? path.join(root, 'data', 'stack'));
export const logsDir = path.join(stackDir, 'logs');
export const stateFile = path.join(stackDir, 'stack.json');

/** infra/local's state dir, resolved as its lib.sh does, so down.sh stops the same engines. */
export const infraDir = path.resolve(
  process.env.MAWADDA_INFRA_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'mawadda-infra'),
);

/** A process the stack started: its PID, and what proves a live PID is still that process. */
export interface RecordedProcess {
  name: string;
  pid: number;
  /** A string its command line contains (the entry point it runs). */
  marker: string;
  /** Its start time in clock ticks since boot (/proc/<pid>/stat), so a reused PID never matches. */
  startTicks: number;
}

/** The pid file: what `npm run stack` started and `npm run stack:down` stops. */
export interface StackState {
  supervisor: RecordedProcess;
  infraDir: string;
  /** Engines this stack started; ones already running before it belong to someone else. */
  engines: string[];
  processes: RecordedProcess[];
}

export function readState(): StackState | undefined {
  try {
    return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as StackState;
  } catch {
    return undefined;
  }
}

export function writeState(state: StackState): void {
  fs.mkdirSync(stackDir, { recursive: true });
  fs.writeFileSync(`${stateFile}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(`${stateFile}.tmp`, stateFile);
}

function startTicksOf(pid: number): number | undefined {
  try {
    // The command name in parentheses may hold spaces: fields are counted after its closing one.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return undefined; // exited, not yet reaped
    return Number(fields[19]);
  } catch {
    return undefined;
  }
}

/** Records a process just spawned. */
export function record(name: string, pid: number, marker: string): RecordedProcess {
  return { name, pid, marker, startTicks: startTicksOf(pid) ?? 0 };
}

/** True while the recorded process is alive and is still the one recorded. */
export function alive(p: RecordedProcess): boolean {
  const ticks = startTicksOf(p.pid);
  if (ticks === undefined || ticks !== p.startTicks) return false;
  try {
    return fs.readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(p.marker);
  } catch {
    return false;
  }
}

const signal = (p: RecordedProcess, sig: NodeJS.Signals) => {
  // Each process leads its own group (spawned detached): the group goes, helpers included.
  try {
    process.kill(-p.pid, sig);
  } catch {
    try {
      process.kill(p.pid, sig);
    } catch {
      /* already gone */
    }
  }
};

async function waitGone(ps: RecordedProcess[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (ps.some(alive)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/** SIGTERM (each stops as in production: requests finish, outboxes flush), SIGKILL after a grace. */
export async function stopProcesses(ps: RecordedProcess[], say: (line: string) => void): Promise<void> {
  const live = ps.filter(alive);
  for (const p of live) signal(p, 'SIGTERM');
  if (await waitGone(live, 15_000)) return;
  for (const p of live.filter(alive)) {
    say(`${p.name} (pid ${p.pid}) ignored SIGTERM for 15 s: SIGKILL`);
    signal(p, 'SIGKILL');
  }
  await waitGone(live, 5_000);
}

/** Runs infra/local/down.sh for the engines this stack started (it deletes their data). */
export function stopEngines(state: StackState, logFile: string): Promise<void> {
  if (state.engines.length === 0) return Promise.resolve();
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'a');
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [path.join(root, 'infra/local/down.sh'), ...state.engines], {
      cwd: root,
      env: { ...process.env, MAWADDA_INFRA_DIR: state.infraDir },
      stdio: ['ignore', log, log],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      fs.closeSync(log);
      if (code === 0) resolve();
      else reject(new Error(`infra/local/down.sh exited with ${code}; see ${logFile}`));
    });
  });
}

/** Stops what the pid file lists, gateway first, then the services, then the engines. */
export async function stopStack(state: StackState, say: (line: string) => void): Promise<void> {
  const started = performance.now();
  const gateway = state.processes.filter((p) => p.name === 'gateway');
  const services = state.processes.filter((p) => p.name !== 'gateway');
  await stopProcesses(gateway, say);
  await stopProcesses(services, say);
  const left = state.processes.filter(alive);
  if (state.engines.length) {
    say(`stopping engines ${state.engines.join(', ')} (their data is deleted)…`);
    await stopEngines(state, path.join(logsDir, 'engines.log'));
  }
  // What would not die stays in the pid file, for another `npm run stack:down`.
  if (left.length) writeState({ ...state, engines: [], processes: left });
  else fs.rmSync(stateFile, { force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (left.length) say(`still alive: ${left.map((p) => `${p.name} (pid ${p.pid})`).join(', ')}`);
  say(
    `stopped ${state.processes.length} processes${state.engines.length ? ' and the engines' : ''} in ${seconds} s`,
  );
}
