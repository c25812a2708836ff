// The premium journey on Stripe in the integration run, where infra/local started stripe-mock.
import { expect, it } from 'vitest';
import './premium-flow-stripe.test.js';

it('has stripe-mock (the journey did not skip)', () => {
  expect(process.env.STRIPE_MOCK_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});
