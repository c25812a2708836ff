import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.js';

// `npm start` runs the compiled gateway (scripts/build-server.mjs): this starts it the same way,
// on a fresh data folder, so a build that cannot resolve a workspace, a migrations folder or an
// asset from `dist/` fails here rather than in production.
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-build-'));
let child: ChildProcess | undefined;
let base = '';

afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Asks `url` until it answers 200; fails at once if the process exits, or when time is up. */
async function waitReady(url: string, timeoutMs: number): Promise<void> {
  let exited: number | null = null;
  await vi.waitFor(
    async () => {
      exited ??= child?.exitCode ?? null;
      if (exited !== null) return;
      if (
        !(await fetch(url).then(
          (r) => r.ok,
          () => false,
        ))
      )
        throw new Error(`${url} not ready within ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 200 },
  );
  if (exited !== null) throw new Error(`the built gateway exited with ${exited}`);
}

beforeAll(async () => {
  // Builds only what is missing or stale (a few seconds when every workspace is).
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-server-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(
    process.execPath,
    ['--conditions=mawadda-dist', '--enable-source-maps', path.join(root, 'services/gateway/dist/main.js')],
    {
      cwd: root,
      // As `npm start` runs it: not the test runner's NODE_ENV=test, and no tsx anywhere.
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'Build-test-admin-2026',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitReady(`${base}/readyz`, 150_000);
}, 240_000);

it('runs compiled JavaScript only: every workspace resolves to its dist folder', () => {
  for (const workspace of [
    'packages/contracts',
    'packages/kit',
    'packages/site',
    'services/gateway',
    'services/profile',
  ]) {
    expect(fs.existsSync(path.join(root, workspace, 'dist', '.built')), workspace).toBe(true);
  }
  // Migrations and assets read relative to the compiled files.
  expect(fs.existsSync(path.join(root, 'services/billing/dist/payments/sandbox/sandbox.css'))).toBe(true);
  expect(fs.existsSync(path.join(root, 'services/profile/dist/media/image-worker-boot.mjs'))).toBe(true);
  expect(fs.existsSync(path.join(root, 'services/profile/dist/media/image-worker.js'))).toBe(true);
});

it('answers /readyz and the public content from the built gateway (migrations and seeds ran)', async () => {
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  const faq = await fetch(`${base}/api/cms/faq`);
  expect(faq.status).toBe(200);
  expect(faq.headers.get('content-type')).toMatch(/json/);
  const openapi = await fetch(`${base}/api/openapi.json`);
  expect(openapi.status).toBe(200);
});
