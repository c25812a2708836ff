import { describe, expect, it } from 'vitest';
import { ConfigError } from '@mawadda/kit';
import { loadGatewayConfigs } from '../src/config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadGatewayConfigs(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.variables.map((v) => v.name).sort();
    throw error;
  }
  return [];
};

describe('gateway configuration, read once at start', () => {
  it('names every bad variable of every hosted service in one error', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        RATE_LIMIT_FOLLOWS_PER_HOUR: '0',
        SEARCH_INDEX: 'elasticsearch',
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        RATE_LIMIT_UPLOADS_PER_HOUR: '-1',
      }),
    ).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS',
      'ELASTICSEARCH_URL',
      'PORT',
      'RATE_LIMIT_FOLLOWS_PER_HOUR',
      'RATE_LIMIT_UPLOADS_PER_HOUR',
    ]);
  });

  it('refuses proxy mode without the URL of every service it fronts', () => {
    expect(problemsOf({ GATEWAY_MODE: 'proxy', AUTH_URL: 'http://127.0.0.1:3001' })).toEqual([
      'BILLING_URL',
      'CHAT_URL',
      'CMS_URL',
      'MATCH_URL',
      'NOTIFY_URL',
      'PROFILE_URL',
      'SEARCH_URL',
      'SOCIAL_URL',
    ]);
  });

  it('starts embedded with nothing set, secure cookies following NODE_ENV unless told', () => {
    const dev = loadGatewayConfigs({});
    expect(dev.mode).toBe('embedded');
    expect(dev.platform.COOKIE_SECURE).toBe(false);
    // Production refuses the dev inbox: it needs real mail and SMS transports (dev-inbox.test.ts).
    const production = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://mawadda.example',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://mail.example.com:465',
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      // Production names its payment provider (billing README); the sandbox only on purpose.
      PAYMENT_PROVIDER: 'sandbox',
    };
    expect(loadGatewayConfigs(production).platform.COOKIE_SECURE).toBe(true);
    expect(loadGatewayConfigs({ ...production, COOKIE_SECURE: 'false' }).platform.COOKIE_SECURE).toBe(false);
  });
});
