import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import type { Scenario } from './config.js';

const root = path.resolve(import.meta.dirname, '../..');

/** k6's path: infra/k6/install.sh builds it once into a cache outside the repo, then finds it. */
export function ensureK6(): string {
  const out = execFileSync('bash', [path.join(root, 'infra/k6/install.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const bin = out.trim().split('\n').at(-1);
  if (!bin) throw new Error('infra/k6/install.sh printed no path');
  return bin;
}

export interface K6Run {
  k6: string;
  scenario: Scenario;
  /** Names the summary files: `artifacts/load/<label>-<scenario>.json`. */
  label: string;
  url: string;
  dataFile: string;
  duration: string;
  vus: number;
  /** Chat's own virtual users (capped by the pairs prepared). */
  chatVus: number;
  /** Messages a chat connection sends before it closes (one k6 iteration). */
  chatMessages: number;
  artifactsDir: string;
}

/**
 * Runs one scenario; resolves with k6's exit code (0 all thresholds met, 99 one failed, other: an
 * error). k6 prints the scenario's readable summary (its handleSummary) and keeps the whole of it
 * in `<label>-<scenario>.json`, its `--summary-export` beside it.
 */
export function runScenario(run: K6Run): Promise<number> {
  const file = (suffix: string) => path.join(run.artifactsDir, `${run.label}-${run.scenario}${suffix}`);
  const args = [
    'run',
    '--quiet',
    '--no-usage-report',
    '--summary-export',
    file('.export.json'),
    '-e',
    `LOAD_URL=${run.url}`,
    '-e',
    `LOAD_MODE=${run.label}`,
    '-e',
    `LOAD_DATA=${run.dataFile}`,
    '-e',
    `LOAD_DURATION=${run.duration}`,
    '-e',
    `LOAD_VUS=${run.vus}`,
    '-e',
    `LOAD_CHAT_VUS=${run.chatVus}`,
    '-e',
    `LOAD_CHAT_MESSAGES=${run.chatMessages}`,
    '-e',
    `LOAD_SUMMARY_FILE=${file('.json')}`,
    path.join(root, 'infra/k6/scenarios', `${run.scenario}.js`),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(run.k6, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}
