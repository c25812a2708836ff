import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { normaliseSecondFactorCode, secondFactorCodeRule } from '@mawadda/contracts';
import { ConfigError, TOTP_PERIOD_SECONDS, isTotpSecret, newTotpSecret, totpCode } from '@mawadda/kit';
import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from '../src/config.js';
import { newRecoveryCodes, recoveryCodeHash } from '../src/domain/recovery-codes.js';
import { seal, sealingKeyOf, unseal } from '../src/domain/sealed-secret.js';
import { acceptedStep, matchedStep } from '../src/domain/totp.js';
import { loadTwoFactorKey } from '../src/store/second-factor-key.js';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" (base32 below). The RFC prints
// 8 digits; a 6-digit code is their last six (the truncation is modulo 10^digits).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [seconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const step = (seconds: number) => Math.floor(seconds / TOTP_PERIOD_SECONDS);

describe('TOTP codes', () => {
  it('are the RFC 6238 test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
      expect(matchedStep(RFC_SECRET, code.slice(2), seconds * 1000)).toBe(step(seconds));
    }
  });

  it('accept one step of drift either way, not two', () => {
    const at = 1234567890 * 1000;
    const codeOf = (offset: number) => totpCode(RFC_SECRET, at + offset * TOTP_PERIOD_SECONDS * 1000);
    expect(acceptedStep(RFC_SECRET, codeOf(-1), null, at)).toBe(step(1234567890) - 1);
    expect(acceptedStep(RFC_SECRET, codeOf(1), null, at)).toBe(step(1234567890) + 1);
    expect(acceptedStep(RFC_SECRET, codeOf(-2), null, at)).toBeNull();
    expect(acceptedStep(RFC_SECRET, codeOf(2), null, at)).toBeNull();
  });

  it('work once: nothing at or before the last accepted step', () => {
    const at = 1234567890 * 1000;
    const code = totpCode(RFC_SECRET, at);
    const s = step(1234567890);
    expect(acceptedStep(RFC_SECRET, code, s - 1, at)).toBe(s);
    expect(acceptedStep(RFC_SECRET, code, s, at)).toBeNull();
    // The previous step's code, once a later one was used, is spent too.
    expect(acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), s, at)).toBeNull();
  });

  it('new secrets are 160 random bits in base32', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(isTotpSecret(a)).toBe(true);
    expect(newTotpSecret()).not.toBe(a);
    expect(isTotpSecret('JBSWY3DP')).toBe(false);
    expect(isTotpSecret('not base32!')).toBe(false);
  });
});

describe('sealed secrets', () => {
  const key = sealingKeyOf('a-two-factor-key-for-these-tests-0123456789');
  it('open only with the same key and account, and never hold the secret in the clear', () => {
    const sealed = seal(key, 'account-1', RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(seal(key, 'account-1', RFC_SECRET)).not.toBe(sealed);
    expect(unseal(key, 'account-1', sealed)).toBe(RFC_SECRET);
    expect(unseal(key, 'account-2', sealed)).toBeNull();
    expect(unseal(sealingKeyOf('another-two-factor-key-0123456789abcdef'), 'account-1', sealed)).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(unseal(key, 'account-1', [v, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(unseal(key, 'account-1', 'garbage')).toBeNull();
  });

  it('use a key generated under DATA_DIR/keys when embedded, required when distributed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-2fa-key-'));
    try {
      const first = loadTwoFactorKey({ dataDir: dir, distributed: false });
      const file = path.join(dir, 'keys', 'auth-two-factor.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadTwoFactorKey({ dataDir: dir, distributed: false }).equals(first)).toBe(true);
      expect(() => loadTwoFactorKey({ dataDir: dir, distributed: true })).toThrow(ConfigError);
      const given = loadTwoFactorKey({ twoFactorKey: 'x'.repeat(40), dataDir: dir, distributed: true });
      expect(given.equals(first)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('recovery codes', () => {
  it('are 10 distinct codes, printed in two groups of five, matched however typed', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const code = codes[0]!;
    expect(recoveryCodeHash(code.toLowerCase().replace('-', ' '))).toBe(recoveryCodeHash(code));
    expect(recoveryCodeHash(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(normaliseSecondFactorCode(' 123 456 ')).toBe('123456');
    expect(secondFactorCodeRule.safeParse(code.toLowerCase()).success).toBe(true);
    expect(secondFactorCodeRule.safeParse('12345').success).toBe(false);
    expect(secondFactorCodeRule.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('ADMIN_TOTP_SECRET', () => {
  const names = (env: Record<string, string>) => {
    try {
      loadAuthConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.variables.map((v) => v.name);
      throw error;
    }
  };
  it('must be a base32 secret, and is refused in production', () => {
    expect(names({ ADMIN_TOTP_SECRET: RFC_SECRET })).toEqual([]);
    expect(names({ ADMIN_TOTP_SECRET: 'short' })).toEqual(['ADMIN_TOTP_SECRET']);
    expect(
      names({
        NODE_ENV: 'production',
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: 'smtp://x',
        SMS_TRANSPORT: 'twilio',
        ADMIN_TOTP_SECRET: RFC_SECRET,
      }),
    ).toContain('ADMIN_TOTP_SECRET');
  });
});
