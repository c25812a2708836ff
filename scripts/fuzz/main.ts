// `npm run fuzz`: schemathesis over the embedded app's OpenAPI, as a member and as the admin: no
// case may get a 5xx, every answer must be documented. Operations that end a session run apart
// with a member of their own, so they end no session the other runs hold. Seeded (FUZZ_SEED) so a
// failure found in CI is found again locally.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig, newTotpSecret } from '@mawadda/kit';
import { fetchClient, folderInbox, registerAndConfirm, signInStaff } from '@mawadda/kit/testing';
import { spawnEmbeddedApp } from '../lib/embedded-app.js';
import { demoMembers } from '../demo/people.js';
import { restateClosingBanner } from './closing-banner.js';
import { onlyToolCrashes } from './tool-crash.js';

const { FUZZ_CASES, FUZZ_SEED, FUZZ_WORKERS, FUZZ_REPORT_DIR, SCHEMATHESIS_PYTHON } = loadConfig(
  z.object({
    /** Most cases generated per operation and run (schemathesis --max-examples). */
    FUZZ_CASES: z.coerce.number().int().positive().default(10),
    FUZZ_SEED: z.coerce.number().int().nonnegative().default(18),
    FUZZ_WORKERS: z.coerce.number().int().positive().default(2),
    /** Where the JUnit reports of the runs go (kept as CI artifacts). */
    FUZZ_REPORT_DIR: z.string().default('artifacts/fuzz'),
    /** The Python that has schemathesis installed (run.sh's virtualenv). */
    SCHEMATHESIS_PYTHON: z.string().default('python3'),
  }),
);

const root = path.resolve(import.meta.dirname, '../..');
/**
 * Operations that would end the session the run signs in with: fuzzed apart, on their own account.
 * Signing a device out ends this one when the id is its own, which the fuzzer learns from the list.
 */
const DESTRUCTIVE = [
  'DELETE /api/auth/me',
  'POST /api/auth/me/password',
  'POST /api/auth/logout',
  'DELETE /api/auth/me/sessions/{id}',
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-fuzz-'));
// Staff sign in in two steps: the admin starts enrolled with a secret of this run only.
const admin = { email: 'admin@fuzz.invalid', password: `Fuzz-${randomUUID()}`, totpSecret: newTotpSecret() };
// Hourly and daily limits stay on; the ceilings a few thousand cases would reach in minutes are
// raised so the routes behind them are fuzzed, not only their 429 (which each documents).
const raised = '100000';
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATA_DIR: path.join(dataDir, 'data'),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  ADMIN_TOTP_SECRET: admin.totpSecret,
  RATE_LIMIT_REGISTER_PER_HOUR: raised,
  RATE_LIMIT_LOGIN_PER_10_MIN: raised,
  RATE_LIMIT_VERIFY_SENDS_PER_HOUR: raised,
  RATE_LIMIT_UPLOADS_PER_HOUR: raised,
  RATE_LIMIT_REVEAL_REQUESTS_PER_DAY: raised,
  RATE_LIMIT_SEARCHES_PER_MINUTE: raised,
  RATE_LIMIT_FOLLOWS_PER_HOUR: raised,
  RATE_LIMIT_REPORTS_PER_DAY: raised,
  CHAT_NEW_CONVERSATIONS_PER_DAY: raised,
  CHAT_MESSAGES_PER_MINUTE: raised,
  CHAT_REPORTS_PER_DAY: raised,
  FOLLOW_REQUESTS_PER_DAY: raised,
  FOLLOW_REQUESTS_PER_DAY_PREMIUM: raised,
};

const app = await spawnEmbeddedApp(env);
let failed = false;
try {
  const base = `http://127.0.0.1:${app.port}`;
  const inbox = folderInbox(path.join(dataDir, 'data', 'dev-inbox'), 30_000);
  const [member, other, doomed] = demoMembers(3);
  const signUp = async (m: typeof member) => {
    const s = await registerAndConfirm(fetchClient(base), m!.registration, inbox);
    return s.body.token;
  };
  const memberToken = await signUp(member);
  await signUp(other); // someone to follow, report and search for
  const doomedToken = await signUp(doomed);
  const adminToken = (await signInStaff(fetchClient(base), admin)).body.token;
  // The member fills in the profile, so profile and search routes have something to answer with.
  await fetch(`${base}/api/profile/me`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(member!.profile),
  });

  const reportDir = path.resolve(root, FUZZ_REPORT_DIR);
  fs.mkdirSync(reportDir, { recursive: true });
  const runs: { name: string; token: string; ops: 'safe' | 'destructive' }[] = [
    { name: 'member', token: memberToken, ops: 'safe' },
    { name: 'admin', token: adminToken, ops: 'safe' },
    { name: 'destructive', token: doomedToken, ops: 'destructive' },
  ];
  for (const run of runs) {
    // Operations by their schemathesis name, `METHOD /path`.
    const filter = DESTRUCTIVE.flatMap((name) => [
      run.ops === 'safe' ? '--exclude-name' : '--include-name',
      name,
    ]);
    const junit = path.join(reportDir, `${run.name}.xml`);
    // A report left by an earlier run must not be read for this one.
    fs.rmSync(junit, { force: true });
    const args = [
      'run',
      `${base}/api/openapi.json`,
      '--url',
      base,
      '--checks',
      'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance',
      '--seed',
      String(FUZZ_SEED),
      '--max-examples',
      String(FUZZ_CASES),
      '--workers',
      String(FUZZ_WORKERS),
      '--phases',
      'examples,coverage,fuzzing',
      '--header',
      `Authorization: Bearer ${run.token}`,
      '--continue-on-failure',
      '--suppress-health-check',
      'all',
      '--report',
      'junit',
      '--report-junit-path',
      junit,
      ...filter,
    ];
    console.log(`\n== schemathesis: ${run.name} (${FUZZ_CASES} cases per operation, seed ${FUZZ_SEED})`);
    let status = await schemathesis(args, run.name);
    // A crash inside schemathesis says nothing of our API: that run gets one more try, same seed.
    if (status !== 0 && fs.existsSync(junit) && onlyToolCrashes(fs.readFileSync(junit, 'utf8'))) {
      console.log(`== schemathesis ${run.name}: the tool crashed and no check failed; running it once more`);
      status = await schemathesis(args, run.name);
    }
    if (status !== 0) {
      failed = true;
      console.error(`== schemathesis ${run.name}: failures (exit ${status})`);
    }
  }
} finally {
  await app.stop(15_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

/** One schemathesis run, its closing line restated: its exit status, or the signal that ended it. */
async function schemathesis(args: string[], name: string): Promise<number | string> {
  // Through run_schemathesis.py, its worker threads never parsing Python at once; -B leaves no
  // bytecode files in the repository.
  const launcher = path.join(root, 'scripts/fuzz/run_schemathesis.py');
  const child = spawn(SCHEMATHESIS_PYTHON, ['-B', launcher, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
  for await (const line of readline.createInterface({ input: child.stdout })) {
    console.log(restateClosingBanner(line, name));
  }
  const [status, signal] = await exited;
  return status ?? signal ?? 'no status';
}
