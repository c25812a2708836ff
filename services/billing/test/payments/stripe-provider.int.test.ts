// The Stripe adapter's contract and billing on Stripe again, in the integration run: stripe-mock
// started by infra/local, and billing on PostgreSQL, Kafka, Redis and BullMQ.
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './stripe-provider.test.js';
import '../stripe-api.test.js';

it('runs against stripe-mock on the real engines (the Stripe suites did not skip)', () => {
  expect(process.env.STRIPE_MOCK_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(realEngines()).toBe(true);
});
