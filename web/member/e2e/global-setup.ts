import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { fetchClient, poll, signInStaff, TEST_ADMIN_TOTP_SECRET } from '@mawadda/kit/testing';
import { freePort } from '../../../scripts/lib/free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminPassword: string;
    /** An access token of the admin, for the journeys' API calls (admin-token.ts). */
    adminToken: string;
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The e2e journeys run against the real embedded app as a new user gets it: the site built,
 * the gateway started on a fresh data directory, then stopped and removed afterwards.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-e2e-'));
  const port = await freePort();
  const adminPassword = 'E2e-admin-password-2026';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'services/gateway/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        // As `npm start` runs it, not with the test runner's NODE_ENV=test.
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: 'admin@mawadda.test',
        ADMIN_PASSWORD: adminPassword,
        // Staff sign in in two steps: the admin starts enrolled, its codes computed from this.
        ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
        // Every journey's members sign up and in from this one address; the per-address limits
        // (tested in the auth service) would otherwise fail whichever journey runs last.
        RATE_LIMIT_REGISTER_PER_HOUR: '1000',
        RATE_LIMIT_LOGIN_PER_10_MIN: '1000',
        // The journeys poll search while the index catches up with their edits.
        RATE_LIMIT_SEARCHES_PER_MINUTE: '10000',
        // The journeys run the suggestions' morning themselves (the admin's run on demand): a timed
        // run could pick a new member's day before she has said what she looks for.
        SUGGESTIONS_RUN_EVERY_MINUTES: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await poll(
    async () => {
      if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
      const ok = await fetch(`${baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      return ok || undefined;
    },
    { timeoutMs: 90_000, everyMs: 300, fail: () => new Error('gateway not ready in 90 s') },
  );
  project.provide('baseUrl', baseUrl);
  project.provide('adminPassword', adminPassword);
  const admin = await signInStaff(fetchClient(baseUrl), {
    email: 'admin@mawadda.test',
    password: adminPassword,
    totpSecret: TEST_ADMIN_TOTP_SECRET,
  });
  project.provide('adminToken', admin.body.token);
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // A gateway that does not stop within its grace period is killed; either way, wait for it.
      const grace = setTimeout(() => child.kill('SIGKILL'), 1000);
      await exited;
      clearTimeout(grace);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
