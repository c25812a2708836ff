import { describe } from 'vitest';
import { paymentProviderContract } from '../contracts/payment-provider.contract.js';
import { stripeHarness, stripeMockUrl } from './stripe-harness.js';

// The port's contract on the Stripe adapter, through the official library, against stripe-mock
// (Stripe's own mock of its API). The integration run starts stripe-mock; `npm test` has none and
// skips this file (STRIPE_MOCK_URL unset).
describe.runIf(stripeMockUrl())('Stripe adapter against stripe-mock', () => {
  paymentProviderContract('stripe (stripe-mock)', stripeHarness);
});
