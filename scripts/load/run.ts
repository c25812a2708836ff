// `npm run load`: k6 load scenarios with thresholds (infra/k6/README.md). Starts the site (the
// embedded app on a fresh data folder, or LOAD_MODE=distributed the whole distributed stack on
// the engines; or loads LOAD_URL), prepares members, chat pairs and the admin through the public
// API, runs each scenario with k6, prints a summary per scenario and keeps it under
// artifacts/load/. Exits 1 when any scenario missed a threshold (or could not run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSettings } from './config.js';
import { ensureK6, runScenario } from './k6.js';
import { adminToken, prepareLoadData } from './prepare.js';
import { startTarget } from './target.js';

const settings = loadSettings();
const root = path.resolve(import.meta.dirname, '../..');
const artifactsDir = path.join(root, 'artifacts/load');
fs.mkdirSync(artifactsDir, { recursive: true });
const k6 = ensureK6();

const log = (line: string) => console.log(`  load: ${line}`);
const label = settings.LOAD_URL ? 'external' : settings.LOAD_MODE;
log(
  `starting the ${label} site${settings.LOAD_PROFILE === 'default' ? '' : ` (profile ${settings.LOAD_PROFILE})`}…`,
);
const startedAt = Date.now();
const target = await startTarget(settings);
// Tokens and passwords of invented members: in a private temporary folder, removed after the run.
const secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-load-data-'));
const results: { scenario: string; code: number }[] = [];
let failed = false;
try {
  log(
    `${target.url} is up (${((Date.now() - startedAt) / 1000).toFixed(1)} s); preparing data through the API…`,
  );
  const data = await prepareLoadData(target.url, {
    count: settings.LOAD_MEMBERS,
    chatPairs: settings.LOAD_CHAT_VUS,
    inbox: target.inbox,
    progress: log,
  });
  const dataFile = path.join(secretDir, 'data.json');
  target.restartProfile();
  for (const scenario of settings.LOAD_SCENARIOS) {
    // A fresh admin token per scenario: it lives 15 minutes, and staff sign in with a code.
    data.admin = scenario === 'staff' ? { token: await adminToken(target.url, target.admin) } : null;
    fs.writeFileSync(dataFile, JSON.stringify(data), { mode: 0o600 });
    const vus =
      scenario === 'chat'
        ? `${Math.min(settings.LOAD_CHAT_VUS, data.pairs.length)} VUs, ${settings.LOAD_CHAT_MESSAGES} messages a connection`
        : `base ${settings.LOAD_VUS} VUs`;
    log(`scenario ${scenario}: ${settings.LOAD_DURATION}, ${vus}`);
    const code = await runScenario({
      k6,
      scenario,
      label,
      url: target.url,
      dataFile,
      duration: settings.LOAD_DURATION,
      vus: settings.LOAD_VUS,
      chatVus: settings.LOAD_CHAT_VUS,
      chatMessages: settings.LOAD_CHAT_MESSAGES,
      artifactsDir,
    });
    results.push({ scenario, code });
  }
} catch (error) {
  console.error('  load: the run could not complete:', error);
  failed = true;
} finally {
  await target.stop();
  fs.rmSync(secretDir, { recursive: true, force: true });
}

const verdict = (code: number) =>
  code === 0 ? 'passed' : code === 99 ? 'THRESHOLDS FAILED' : `k6 error (exit ${code})`;
console.log(`\n  load (${label}):`);
for (const r of results)
  console.log(
    `    ${r.scenario.padEnd(8)} ${verdict(r.code)}   summary: ${path.relative(root, path.join(artifactsDir, `${label}-${r.scenario}.json`))}`,
  );
if (failed || results.some((r) => r.code !== 0)) process.exit(1);
