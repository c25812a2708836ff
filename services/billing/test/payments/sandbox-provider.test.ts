import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { uuidv7 } from '@mawadda/kit';
import { SANDBOX_TEST_CARDS } from '../../src/payments/sandbox/index.js';
import { paymentProviderContract } from '../contracts/payment-provider.contract.js';
import {
  cardForm,
  digitsOf,
  PATH_BASE,
  paymentMethodOf,
  sandboxHarness,
  startSandbox,
  type Sandbox,
} from './sandbox-harness.js';

// The port's contract on the sandbox (PGlite in `npm test`), then what only the sandbox does:
// its test cards and its challenge step.
paymentProviderContract('sandbox (PGlite)', async () => sandboxHarness(await startSandbox()));

const { pays, declined, challenge, renewalsDeclined } = SANDBOX_TEST_CARDS;

let s: Sandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(async () => {
  await s?.close();
});

describe('test cards', () => {
  it('4242 4242 4242 4242 pays, saves the card, and its renewals succeed', async () => {
    const { input, checkout } = await s.open();
    expect(checkout.url).toBe(`${PATH_BASE}/checkout/${checkout.sessionId}`);
    const res = await s.submit(checkout, cardForm(pays.number));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(input.returnUrl);
    expect(res.headers['cache-control']).toBe('no-store');
    const event = await s.eventOf(checkout.sessionId);
    expect(event).toMatchObject({ type: 'checkout.succeeded', card: { brand: 'visa', last4: '4242' } });
    expect(await s.sessionRow(checkout.sessionId)).toMatchObject({
      status: 'succeeded',
      card_brand: 'visa',
      card_last4: '4242',
      payment_method_ref: paymentMethodOf(event),
    });
    const renewal = await s.provider.chargeSaved({
      orderId: uuidv7(),
      paymentMethodRef: paymentMethodOf(event),
      amountMinor: 39_900,
      currency: 'AED',
    });
    expect(renewal).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242' } });
  });

  it('4000 0000 0000 0002 is declined: no card saved', async () => {
    const { input, checkout } = await s.open();
    const res = await s.submit(checkout, cardForm(declined.number));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(input.returnUrl);
    expect(await s.eventOf(checkout.sessionId)).toMatchObject({
      type: 'checkout.failed',
      reason: 'declined',
    });
    expect(await s.sessionRow(checkout.sessionId)).toMatchObject({
      status: 'failed',
      failure_reason: 'declined',
    });
    expect(await s.count('payment_methods', sql`session_id = ${checkout.sessionId}`)).toBe(0);
  });

  it('4000 0000 0000 0341 pays now, and every later charge of it is declined', async () => {
    const { checkout } = await s.open();
    expect((await s.submit(checkout, cardForm(renewalsDeclined.number))).status).toBe(303);
    const event = await s.eventOf(checkout.sessionId);
    expect(event).toMatchObject({ type: 'checkout.succeeded', card: { last4: '0341' } });
    for (let i = 0; i < 2; i++)
      expect(
        await s.provider.chargeSaved({
          orderId: uuidv7(),
          paymentMethodRef: paymentMethodOf(event),
          amountMinor: 39_900,
          currency: 'AED',
        }),
      ).toEqual({ ok: false, reason: 'declined' });
  });

  it('any other Luhn-valid number is declined', async () => {
    for (const number of ['4111 1111 1111 1111', '5555555555554444']) {
      const { checkout } = await s.open();
      expect((await s.submit(checkout, cardForm(number))).status).toBe(303);
      expect(await s.eventOf(checkout.sessionId)).toMatchObject({
        type: 'checkout.failed',
        reason: 'declined',
      });
    }
  });

  it('a retried renewal is recorded and charged once', async () => {
    const { checkout } = await s.open();
    await s.submit(checkout, cardForm(pays.number));
    const event = await s.eventOf(checkout.sessionId);
    const charge = {
      orderId: uuidv7(),
      paymentMethodRef: paymentMethodOf(event),
      amountMinor: 100,
      currency: 'AED' as const,
    };
    const [a, b] = await Promise.all([s.provider.chargeSaved(charge), s.provider.chargeSaved(charge)]);
    expect(b).toEqual(a);
    expect(await s.count('saved_charges', sql`order_id = ${charge.orderId}`)).toBe(1);
  });
});

describe('challenge step (4000 0000 0000 3220)', () => {
  it('asks for the challenge, then pays when approved', async () => {
    const { input, checkout } = await s.open();
    const res = await s.submit(checkout, cardForm(challenge.number));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${checkout.url}/challenge`);
    expect(await s.sessionRow(checkout.sessionId)).toMatchObject({ status: 'challenge', card_last4: '3220' });
    // Nothing is decided yet: billing hears nothing, and the form takes no other card meanwhile.
    expect(await s.count('webhook_events', sql`session_id = ${checkout.sessionId}`)).toBe(0);
    const again = await s.submit(checkout, cardForm(pays.number));
    expect(again.headers.location).toBe(`${checkout.url}/challenge`);
    expect((await request(s.app).get(checkout.url)).headers.location).toBe(`${checkout.url}/challenge`);

    const page = await request(s.app).get(`${checkout.url}/challenge`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Approve');
    expect(page.text).toContain('Fail');
    expect(page.text).toContain('3220');
    expect(page.text).not.toContain(digitsOf(challenge.number));

    const approved = await request(s.app)
      .post(`${checkout.url}/challenge`)
      .type('form')
      .send({ decision: 'approve' });
    expect(approved.status).toBe(303);
    expect(approved.headers.location).toBe(input.returnUrl);
    expect(await s.eventOf(checkout.sessionId)).toMatchObject({
      type: 'checkout.succeeded',
      card: { brand: 'visa', last4: '3220' },
    });
  });

  it('fails as challenge_failed when the member fails it', async () => {
    const { input, checkout } = await s.open();
    await s.submit(checkout, cardForm(challenge.number));
    const unanswered = await request(s.app).post(`${checkout.url}/challenge`).type('form').send({});
    expect(unanswered.status).toBe(422);
    const failed = await request(s.app)
      .post(`${checkout.url}/challenge`)
      .type('form')
      .send({ decision: 'fail' });
    expect(failed.status).toBe(303);
    expect(failed.headers.location).toBe(input.returnUrl);
    expect(await s.eventOf(checkout.sessionId)).toMatchObject({
      type: 'checkout.failed',
      reason: 'challenge_failed',
    });
    // Decided: answering again changes nothing.
    const late = await request(s.app)
      .post(`${checkout.url}/challenge`)
      .type('form')
      .send({ decision: 'approve' });
    expect(late.headers.location).toBe(input.returnUrl);
    expect(await s.sessionRow(checkout.sessionId)).toMatchObject({
      status: 'failed',
      failure_reason: 'challenge_failed',
    });
  });

  it('sends a challenge page of an open checkout back to the card form', async () => {
    const { checkout } = await s.open();
    const res = await request(s.app).get(`${checkout.url}/challenge`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(checkout.url);
  });
});
