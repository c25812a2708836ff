/**
 * `npm run stack`: the distributed site on this machine. Starts the engines (infra/local), builds
 * the server once, starts every service as its own process (chat as two replicas) and then the
 * gateway in proxy mode, each logging to data/stack/logs/<name>.log, and prints a line per
 * process once its /readyz answers. Ctrl-C, or `npm run stack:down` elsewhere, stops all of it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_ENGINES, ENGINE_ENV, parseExports } from '../../infra/local/ensure.mjs';
import {
  GATEWAY_PORT,
  gatewayEnv,
  processesOf,
  serviceEnv,
  siteOrigin,
  STACK_SERVICES,
  type StackContext,
} from './services.js';
import {
  alive,
  infraDir,
  logsDir,
  readState,
  record,
  root,
  stackDir,
  stopStack,
  writeState,
  type StackState,
} from './state.js';

const READY_TIMEOUT_MS = Number(process.env.MAWADDA_STACK_READY_TIMEOUT_MS ?? 240_000);
const portShift = Number(process.env.MAWADDA_STACK_PORT ?? GATEWAY_PORT) - GATEWAY_PORT;
const t0 = performance.now();
const since = (from = t0) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`[stack] ${line}`);
const rel = (file: string) => path.relative(process.cwd(), file) || '.';

/** Runs a command with its output appended to a log file; resolves with its stdout when asked. */
function run(cmd: string, args: string[], logFile: string, opts: { secretOutput?: boolean } = {}) {
  const log = fs.openSync(logFile, 'a');
  return new Promise<string>((resolve, reject) => {
    let out = '';
    const child = spawn(cmd, args, {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', log],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!opts.secretOutput) fs.writeSync(log, chunk);
    });
    child.once('error', reject);
    child.once('exit', (code, sig) => {
      fs.closeSync(log);
      if (code === 0) resolve(out);
      else
        reject(new Error(`${cmd} ${args.join(' ')} failed (${sig ?? `exit ${code}`}); see ${rel(logFile)}`));
    });
  });
}

const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Secrets kept across runs: the phone and second-factor keys must stay what the data was sealed with. */
async function loadSecrets(): Promise<Record<string, string>> {
  const file = path.join(stackDir, 'secrets.env');
  const secrets = fs.existsSync(file) ? parseExports(fs.readFileSync(file, 'utf8')) : {};
  if (!secrets.AUTH_PRIVATE_JWK) {
    const keys = await run(
      process.execPath,
      ['--import', 'tsx', 'services/auth/src/keygen.ts'],
      path.join(logsDir, 'build.log'),
      { secretOutput: true },
    );
    Object.assign(secrets, parseExports(keys));
  }
  secrets.MEDIA_URL_SECRET ??= randomBytes(48).toString('base64');
  secrets.ADMIN_PASSWORD ??= `Stack-${randomBytes(12).toString('base64url')}`;
  const lines = Object.entries(secrets).map(([k, v]) => `export ${k}='${v}'`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return secrets;
}

async function createDatabases(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const { name } of STACK_SERVICES) {
      const db = `mawadda_${name}`;
      const found = await client.query('select 1 from pg_database where datname = $1', [db]);
      if (found.rowCount === 0) await client.query(`create database ${db}`);
    }
  } finally {
    await client.end();
  }
}

/** Polls /readyz until it answers 200; rejects if the process dies first. */
async function waitReady(name: string, port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.signalCode ?? `code ${child.exitCode}`}) before it was ready`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

function tail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------------------------------------

const previous = readState();
if (previous && alive(previous.supervisor)) {
  say(`a stack is already running (pid ${previous.supervisor.pid}); stop it with npm run stack:down`);
  process.exit(1);
}
if (previous) {
  say('a previous stack did not stop cleanly: stopping what it left');
  await stopStack(previous, say);
}

fs.mkdirSync(logsDir, { recursive: true });
const state: StackState = {
  supervisor: record('stack', process.pid, 'scripts/stack/main.ts'),
  infraDir,
  engines: [],
  processes: [],
};
const children = new Map<string, ChildProcess>();

let stopping: Promise<void> | undefined;
const stop = (code: number) => {
  if (stopping) {
    say('still stopping…');
    return stopping;
  }
  say('stopping…');
  stopping = stopStack(state, say).then(
    () => process.exit(code),
    (error: Error) => {
      say(error.message);
      process.exit(1);
    },
  );
  return stopping;
};
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => void stop(0));

try {
  const ports = [GATEWAY_PORT, ...STACK_SERVICES.flatMap((s) => s.ports)].map((p) => p + portShift);
  const taken = (await Promise.all(ports.map(async (p) => ((await portTaken(p)) ? p : 0)))).filter(Boolean);
  if (taken.length)
    throw new Error(
      `port(s) ${taken.join(', ')} already in use; move the stack with MAWADDA_STACK_PORT=<gateway port>`,
    );

  // Engines: only those not already running are this stack's to stop.
  const running = parseExports(await run('bash', ['infra/local/env.sh'], path.join(logsDir, 'engines.log')));
  state.engines = DEFAULT_ENGINES.filter((e) => !running[ENGINE_ENV[e]!]);
  writeState(state);
  say(
    `engines: ${state.engines.length ? `starting ${state.engines.join(', ')}` : 'all running already'} (log: ${rel(path.join(logsDir, 'engines.log'))})`,
  );
  const engines = parseExports(await run('bash', ['infra/local/up.sh'], path.join(logsDir, 'engines.log')));
  say(`✓ engines ready (${since()})`);

  // One build, before any service starts: nine services each building at once remove each other's dist/.
  const buildLog = path.join(logsDir, 'build.log');
  say(`build: the sites and the server, where stale (log: ${rel(buildLog)})`);
  const built = performance.now();
  await run(process.execPath, ['scripts/ensure-web-build.mjs'], buildLog);
  await run(process.execPath, ['scripts/ensure-server-build.mjs'], buildLog);
  say(`✓ build current (${since(built)})`);

  const ctx: StackContext = {
    engines,
    secrets: await loadSecrets(),
    portShift,
    inboxDir: path.join(stackDir, 'inbox'),
    dataDir: path.join(stackDir, 'data'),
  };
  await createDatabases(engines.DATABASE_URL!);

  const start = (name: string, service: string, port: number, env: Record<string, string>) => {
    const entry = path.join(root, 'services', service, 'dist', 'main.js');
    const log = fs.openSync(path.join(logsDir, `${name}.log`), 'a');
    const child = spawn(
      process.execPath,
      ['--conditions=mawadda-dist', '--enable-source-maps', '--max-semi-space-size=32', entry],
      { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: true },
    );
    fs.closeSync(log);
    children.set(name, child);
    state.processes.push(record(name, child.pid!, entry));
    writeState(state);
    const spawned = performance.now();
    return waitReady(name, port, child).then(
      () => say(`✓ ${name.padEnd(8)} ready on http://127.0.0.1:${port} (${since(spawned)})`),
      (error: Error) => {
        const logFile = path.join(logsDir, `${name}.log`);
        throw new Error(`${error.message}; last lines of ${rel(logFile)}:\n${tail(logFile)}`);
      },
    );
  };

  const processes = STACK_SERVICES.flatMap((s) => processesOf(s, portShift));
  say(`starting ${processes.map((p) => p.name).join(', ')} (logs: ${rel(logsDir)}/<name>.log)`);
  await Promise.all(processes.map((p) => start(p.name, p.service.name, p.port, serviceEnv(p, ctx))));
  await start('gateway', 'gateway', GATEWAY_PORT + portShift, gatewayEnv(ctx));

  say(
    `Mawadda (distributed) is up at ${siteOrigin(ctx)}/ after ${since()}; staff: admin@mawadda.local, password in ${rel(path.join(stackDir, 'secrets.env'))}; stop with Ctrl-C or npm run stack:down`,
  );
  for (const [name, child] of children)
    child.once('exit', (code, sig) => {
      if (!stopping)
        say(`✗ ${name} exited (${sig ?? `code ${code}`}); see ${rel(path.join(logsDir, `${name}.log`))}`);
    });
  // Stays in the foreground until stopped, even if every child has died: the engines are still ours.
  setInterval(() => undefined, 1 << 30);
} catch (error) {
  say(`✗ ${(error as Error).message}`);
  await stop(1);
}
