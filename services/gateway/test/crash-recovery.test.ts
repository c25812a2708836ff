import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { fetchClient, folderInbox, registerAndConfirm } from '@mawadda/kit/testing';

const probeScript = path.resolve(import.meta.dirname, 'support/probe-gateway.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-crash-'));
const probeFile = path.join(dataDir, 'probe.jsonl');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the gateway process and resolves with its port once it listens. */
function startGateway(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', probeScript], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PROBE_FILE: probeFile,
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '50',
      ADMIN_PASSWORD: 'Crash-test-admin-2026',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`gateway exited early with ${code}`)));
  });
}

const probed = () =>
  fs.existsSync(probeFile)
    ? fs
        .readFileSync(probeFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];

it('delivers member.registered after a SIGKILL that hit between the commit and the dispatch', async () => {
  // Life 1: relays paused, so the registration commits with its event still in the outbox.
  const first = await startGateway({ OUTBOX_RELAY: 'false' });
  // Two steps (auth README: registration): the form, then the codes from the dev inbox.
  const base = `http://127.0.0.1:${first.port}`;
  const res = await registerAndConfirm(
    fetchClient(base),
    {
      fullName: 'Yusuf Rahman',
      email: 'yusuf.crash@example.ae',
      phone: '+971502223344',
      password: 'Ihsan-always-9',
      confirmPassword: 'Ihsan-always-9',
      gender: 'male',
      birthDate: '1991-09-01',
      nationality: 'AE',
      country: 'AE',
      city: 'AE-DXB',
      address: 'Al Barsha, Dubai',
      maritalState: 'single',
      siteObjectiveId: 'marriage',
      communicate: 'chat',
      acceptOath: true,
      acceptTerms: true,
    },
    folderInbox(path.join(dataDir, 'dev-inbox')),
  );
  const memberId = res.body.account.id;
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));
  expect(probed().filter((e) => e.type === 'member.registered')).toEqual([]);

  // Life 2: a normal start finds the unsent row and delivers it.
  const second = await startGateway({});
  await expect
    .poll(() => probed().find((e) => e.type === 'member.registered')?.payload.memberId, { timeout: 20_000 })
    .toBe(memberId);
  expect(probed().filter((e) => e.key === memberId && e.type === 'member.registered')).toHaveLength(1);
  // The confirm verified both addresses in the same transaction: delivered alike.
  expect(probed().filter((e) => e.key === memberId && e.type === 'member.verified')).toHaveLength(2);
  second.child.kill('SIGTERM');
}, 90_000);
