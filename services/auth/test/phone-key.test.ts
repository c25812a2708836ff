import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MemberRegisteredPayload } from '@mawadda/contracts';
import { ConfigError } from '@mawadda/kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuthConfig } from '../src/config.js';
import { phoneKeyOf } from '../src/domain/phone-key.js';
import { loadPhoneKey } from '../src/store/phone-key-secret.js';
import { registration, startAuthApp } from './support/auth-app.js';

// Billing gives one trial per phone number from `member.registered`'s phone key, never the number.
const SECRET = 'a-phone-key-for-these-tests-only-0123456789';

const configErrorNames = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error.variables.map((v) => v.name);
    throw error;
  }
  return [];
};

describe('the phone key digest', () => {
  it('gives one number the same key, whichever account computes it, and other numbers others', () => {
    const first = phoneKeyOf(SECRET, '+971501234567');
    const second = phoneKeyOf(SECRET, '+971501234567');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(phoneKeyOf(SECRET, '+971501234568')).not.toBe(first);
  });

  it('depends on the secret: without it a key cannot be recomputed from a guessed number', () => {
    expect(phoneKeyOf(`${SECRET}-other`, '+971501234567')).not.toBe(phoneKeyOf(SECRET, '+971501234567'));
  });

  it('is null for an account without a phone', () => {
    expect(phoneKeyOf(SECRET, null)).toBeNull();
  });
});

describe('the phone key secret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-phone-key-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('is generated once in embedded mode, beside the signing key, readable by this user only', () => {
    const dataDir = tempDir();
    const first = loadPhoneKey({ dataDir, distributed: false });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'keys', 'auth-phone.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // A restart keeps it: the keys billing already holds still match.
    expect(loadPhoneKey({ dataDir, distributed: false })).toBe(first);
    expect(loadPhoneKey({ dataDir: tempDir(), distributed: false })).not.toBe(first);
  });

  it('comes from AUTH_PHONE_KEY when set, and is required with DATABASE_URL', () => {
    expect(loadPhoneKey({ phoneKey: SECRET, dataDir: tempDir(), distributed: true })).toBe(SECRET);
    expect(configErrorNames(() => loadPhoneKey({ dataDir: tempDir(), distributed: true }))).toEqual([
      'AUTH_PHONE_KEY',
    ]);
  });

  it('refuses a configured key shorter than 32 characters', () => {
    expect(configErrorNames(() => loadAuthConfig({ AUTH_PHONE_KEY: 'too-short' }))).toEqual([
      'AUTH_PHONE_KEY',
    ]);
  });
});

describe('member.registered', () => {
  let ctx: Awaited<ReturnType<typeof startAuthApp>>;
  beforeAll(async () => {
    ctx = await startAuthApp({ AUTH_PHONE_KEY: SECRET });
  });
  afterAll(() => ctx.close());

  const registeredPayload = async (memberId: string) => {
    await expect
      .poll(() => ctx.published.find((e) => e.type === 'member.registered' && e.key === memberId))
      .toBeTruthy();
    return ctx.published.find((e) => e.type === 'member.registered' && e.key === memberId)!
      .payload as MemberRegisteredPayload;
  };

  it('carries the key of the stored (E.164) phone, and never the number', async () => {
    const body = registration({ phone: '+971 50 765 4401' });
    const res = await ctx.registerMember(body);
    const payload = await registeredPayload(res.body.account.id);
    expect(payload.phoneKey).toBe(phoneKeyOf(SECRET, '+971507654401'));
    const text = JSON.stringify(payload);
    for (const form of ['+971507654401', '971507654401', '507654401', '765 4401'])
      expect(text).not.toContain(form);
  });

  it('gives a number typed another way on a later account the same key', async () => {
    // The number is one account's at a time: the first account is deleted, then it registers again.
    const first = registration({ phone: '+971507654402' });
    const a = await ctx.registerMember(first);
    await request(ctx.app)
      .delete('/api/auth/me')
      .set('Authorization', `Bearer ${a.body.token}`)
      .send({ password: first.password })
      .expect(204);
    const b = await ctx.registerMember(registration({ phone: '00971 50-765-4402' }));
    const [keyA, keyB] = [
      (await registeredPayload(a.body.account.id)).phoneKey,
      (await registeredPayload(b.body.account.id)).phoneKey,
    ];
    expect(keyA).toMatch(/^[0-9a-f]{64}$/);
    expect(keyB).toBe(keyA);
  });
});
