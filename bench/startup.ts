/**
 * Startup and idle memory of the embedded gateway, through tsx and as the compiled build, beside
 * each other: ready time from spawn to /readyz 200 on a fresh and on an existing data folder, and
 * the resident set after idling (STARTUP_IDLE_MS), broken down by startup/memory-probe.mjs.
 * Targets: ready within 5 s on an existing folder, under 500 MB resident when idle.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../scripts/lib/embedded-app.js';
import { freePort } from '../scripts/lib/free-port.js';
import { recordResults } from './lib/results.mjs';

const root = path.resolve(import.meta.dirname, '..');
const probe = path.join(import.meta.dirname, 'startup', 'memory-probe.mjs');
const IDLE_MS = Number(process.env.STARTUP_IDLE_MS ?? 3000);
const MB = 1024 * 1024;

const ways = {
  tsx: ['--import', 'tsx', path.join(root, 'services/gateway/src/main.ts')],
  build: [
    '--conditions=mawadda-dist',
    '--enable-source-maps',
    ...SERVER_NODE_FLAGS,
    path.join(root, 'services/gateway/dist/main.js'),
  ],
} as const;
type Way = keyof typeof ways;

interface Figures {
  readyMs: number;
  rssMb: number;
  breakdown?: string;
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const mb = (bytes: number | undefined) => `${Math.round((bytes ?? 0) / MB)}`;

/** One line from the probe's report: where the resident set goes. */
function describe(report: {
  usage: NodeJS.MemoryUsage;
  spaces: Record<string, number>;
  smaps: Record<string, number>;
}): string {
  const { usage, spaces, smaps } = report;
  const heapCode = (spaces.code_space ?? 0) + (spaces.code_large_object_space ?? 0);
  return [
    `V8 heap used ${mb(usage.heapUsed)} (of ${mb(usage.heapTotal)}; code ${mb(heapCode)})`,
    `external ${mb(usage.external)} (array buffers ${mb(usage.arrayBuffers)})`,
    `anonymous ${mb(smaps.Anonymous)}`,
    `file-backed ${mb(smaps.Pss_File)} MB`,
  ].join(', ');
}

async function startOnce(way: Way, dataDir: string): Promise<Figures> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', probe, ...ways[way]], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Startup-bench-admin-2026',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    let readyMs = 0;
    while (!readyMs) {
      if (child.exitCode !== null) throw new Error(`${way} gateway exited with ${child.exitCode}: ${stderr}`);
      if (performance.now() - started > 300_000) throw new Error(`${way} gateway not ready in 300 s`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) readyMs = Math.round(performance.now() - started);
      else await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const rssMb = residentMb(child.pid!);
    child.kill('SIGUSR2');
    const deadline = Date.now() + 5000;
    let match: RegExpExecArray | null = null;
    while (!(match = /MEMORY_PROBE (.*)\n/.exec(stderr)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    return { readyMs, rssMb, ...(match ? { breakdown: describe(JSON.parse(match[1]!)) } : {}) };
  } finally {
    child.kill('SIGTERM');
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

// The build as `npm start` would use it (only stale workspaces are rebuilt).
execFileSync(process.execPath, [path.join(root, 'scripts/ensure-server-build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});

const results: Record<Way, { fresh: Figures; existing: Figures }> = {} as never;
for (const way of Object.keys(ways) as Way[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mawadda-startup-${way}-`));
  try {
    const fresh = await startOnce(way, dataDir);
    const existing = await startOnce(way, dataDir);
    results[way] = { fresh, existing };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const pad = (s: string, n: number) => s.padEnd(n);
console.log(
  `\nStartup of the embedded gateway (idle ${IDLE_MS} ms after ready; load ${os.loadavg()[0]!.toFixed(1)})`,
);
console.log(`  ${pad('', 34)}${pad('tsx (start:dev)', 18)}build (npm start)`);
const row = (label: string, pick: (f: { fresh: Figures; existing: Figures }) => string) =>
  console.log(`  ${pad(label, 34)}${pad(pick(results.tsx), 18)}${pick(results.build)}`);
row('ready, fresh data folder', (r) => `${r.fresh.readyMs} ms`);
row('ready, existing data folder', (r) => `${r.existing.readyMs} ms`);
row('resident idle, fresh data folder', (r) => `${r.fresh.rssMb} MB`);
row('resident idle, existing folder', (r) => `${r.existing.rssMb} MB`);
for (const way of Object.keys(ways) as Way[]) {
  console.log(`  ${way}, fresh:    ${results[way].fresh.breakdown ?? '(no probe report)'}`);
  console.log(`  ${way}, existing: ${results[way].existing.breakdown ?? '(no probe report)'}`);
}
const build = results.build.existing;
console.log(
  `  targets (build, existing folder): ready ${build.readyMs} ms ${build.readyMs <= 5000 ? '<=' : '>'} 5000 ms, ` +
    `resident ${build.rssMb} MB ${build.rssMb < 500 ? '<' : '>='} 500 MB`,
);
const figure = (way: Way, when: 'fresh' | 'existing'): [string, string] => [
  `${way}, ${when} data folder`,
  `ready ${results[way][when].readyMs} ms, resident ${results[way][when].rssMb} MB; ` +
    (results[way][when].breakdown ?? 'no probe report'),
];
recordResults({
  id: 'startup',
  title: 'Startup and idle memory of the embedded gateway',
  script: 'node --import tsx bench/startup.ts',
  setup: `tsx (start:dev, the baseline) and the build (npm start), each on a fresh then an existing data folder, idle ${IDLE_MS} ms after ready.`,
  figures: [
    figure('tsx', 'fresh'),
    figure('tsx', 'existing'),
    figure('build', 'fresh'),
    figure('build', 'existing'),
  ],
  ratios: [
    ['build / tsx, ready on an existing folder', (build.readyMs / results.tsx.existing.readyMs).toFixed(2)],
    ['build / tsx, resident on an existing folder', (build.rssMb / results.tsx.existing.rssMb).toFixed(2)],
    ['build ready / 5000 ms target', (build.readyMs / 5000).toFixed(2)],
    ['build resident / 500 MB target', (build.rssMb / 500).toFixed(2)],
  ],
});
