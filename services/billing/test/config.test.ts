import { ConfigError } from '@mawadda/kit';
import { describe, expect, it } from 'vitest';
import { loadBillingConfig } from '../src/config.js';

const stripe = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_51abcDEF',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};
const problemsOf = (env: Record<string, string>) => {
  try {
    loadBillingConfig(env);
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.variables.map((v) => v.name);
  }
};

describe('the payment provider configuration', () => {
  it('uses the sandbox by default outside production', () => {
    expect(loadBillingConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadBillingConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('refuses to start production on the sandbox unless it is chosen on purpose', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['PAYMENT_PROVIDER']);
    expect(loadBillingConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadBillingConfig({ NODE_ENV: 'production', ...stripe }).PAYMENT_PROVIDER).toBe('stripe');
  });

  it('needs both Stripe secrets, in their shapes, and no mock address in production', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' }).sort()).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(problemsOf({ ...stripe, STRIPE_SECRET_KEY: 'pk_live_publishable' })).toEqual(['STRIPE_SECRET_KEY']);
    expect(problemsOf({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toEqual(['STRIPE_WEBHOOK_SECRET']);
    expect(problemsOf({ ...stripe, NODE_ENV: 'production', STRIPE_API_URL: 'http://127.0.0.1:22111' })).toEqual([
      'STRIPE_API_URL',
    ]);
    expect(loadBillingConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:22111' }).STRIPE_API_URL).toBe(
      'http://127.0.0.1:22111',
    );
  });

  it('never puts a secret in its complaint', () => {
    try {
      loadBillingConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_live_leakme', STRIPE_WEBHOOK_SECRET: 'x' });
      expect.unreachable();
    } catch (err) {
      expect(String((err as Error).message)).not.toContain('leakme');
    }
  });
});
