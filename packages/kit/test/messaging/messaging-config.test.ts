import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadConfigs } from '../../src/config/load-config.js';
import {
  devInboxEnabled,
  messagingConfigSchema,
  messagingReaderConfigSchema,
} from '../../src/config/messaging-config.js';
import { platformConfigSchema } from '../../src/config/platform-config.js';

const SID = `AC${'a'.repeat(32)}`;
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(messagingConfigSchema, env);
  } catch (err) {
    if (err instanceof ConfigError) return err.variables;
    throw err;
  }
  return [];
};

describe('messaging configuration', () => {
  it('defaults to the dev inbox under DATA_DIR, with the platform’s From', () => {
    const c = loadConfig(messagingConfigSchema, { DATA_DIR: '/tmp/m' });
    expect(c).toMatchObject({
      MAIL_TRANSPORT: 'inbox',
      SMS_TRANSPORT: 'inbox',
      MAIL_FROM: 'Mawadda <no-reply@mawadda.invalid>',
      DEV_INBOX_DIR: path.resolve('/tmp/m/dev-inbox'),
    });
    expect(devInboxEnabled(c)).toBe(true);
    expect(loadConfig(messagingConfigSchema, { DEV_INBOX_DIR: 'x/inbox' }).DEV_INBOX_DIR).toBe(
      path.resolve('x/inbox'),
    );
  });

  it('refuses the dev inbox in production, naming both transports in one error', () => {
    expect(problems({ NODE_ENV: 'production' }).map((p) => p.name)).toEqual([
      'MAIL_TRANSPORT',
      'SMS_TRANSPORT',
    ]);
    const prod = {
      NODE_ENV: 'production',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
    };
    const c = loadConfig(messagingConfigSchema, prod);
    expect(devInboxEnabled(c)).toBe(false);
    // The page stays off in production even with a reader's lenient parse.
    expect(devInboxEnabled(loadConfig(messagingReaderConfigSchema, { NODE_ENV: 'production' }))).toBe(false);
  });

  it('names every variable a chosen transport lacks, and every malformed one, at once', () => {
    expect(problems({ MAIL_TRANSPORT: 'smtp', SMS_TRANSPORT: 'twilio' }).map((p) => p.name)).toEqual([
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
    ]);
    expect(
      problems({
        MAIL_TRANSPORT: 'sendmail',
        SMTP_URL: 'http://mail',
        MAIL_FROM: 'Mawadda\r\nBcc: x@y.z',
        TWILIO_ACCOUNT_SID: 'nope',
        TWILIO_FROM: '0501234567',
        TWILIO_API_BASE: 'ftp://x',
      })
        .map((p) => p.name)
        .sort(),
    ).toEqual([
      'MAIL_FROM',
      'MAIL_TRANSPORT',
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_API_BASE',
      'TWILIO_FROM',
    ]);
  });

  it('composes with the platform’s schema: one error for both', () => {
    expect(() =>
      loadConfigs(
        { platform: platformConfigSchema, messaging: messagingConfigSchema },
        { PORT: 'x', MAIL_TRANSPORT: 'smtp' },
      ),
    ).toThrow(/PORT.*SMTP_URL/);
  });
});
