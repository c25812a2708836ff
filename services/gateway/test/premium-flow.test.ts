import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@mawadda/billing/sandbox';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';

/*
 * On the whole embedded site a member starts a trial, buys a plan, can then start a conversation,
 * and loses that right when the plan expires. Chat learns of each change from billing's
 * `entitlement.changed` alone, so no service reads another's plan directly.
 */

let s: EmbeddedApp;
let offsetMs = 0;
const DAY_MS = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  s = await startEmbeddedApp('premium', {}, { billingClock: () => new Date(Date.now() + offsetMs) });
}, 60_000);
afterAll(() => s?.close());

type Member = Awaited<ReturnType<EmbeddedApp['register']>>;
const billing = () =>
  s.gateway.services.find((x) => x.name === 'billing') as unknown as { sweepNow(): Promise<void> };

/** Whether chat lets `from` start a conversation with `to` now, and why not. */
const chatWith = async (from: Member, to: Member) =>
  (await request(s.app).get(`/api/chat/with/${to.id}`).set('Authorization', from.auth).expect(200)).body as {
    canWrite: boolean;
    refusal: string | null;
  };

/** Billing hears of a registration a moment after it: the site retries a 503 the same way. */
async function startTrial(m: Member) {
  await expect
    .poll(async () => (await request(s.app).post('/api/billing/trial').set('Authorization', m.auth)).status, {
      timeout: 10_000,
      interval: 50,
    })
    .toBe(201);
}

it('trial, then a plan bought at the sandbox checkout, opens chat; the plan’s expiry closes it', async () => {
  const amina = await s.register({ fullName: 'Amina Premium', gender: 'female' });
  const yusuf = await s.register({ fullName: 'Yusuf Premium', gender: 'male' });
  const hana = await s.register({ fullName: 'Hana Premium', gender: 'female' });

  // Not premium: chat points him to the plans.
  await expect
    .poll(async () => (await chatWith(yusuf, amina)).refusal, { timeout: 10_000 })
    .toBe('needs_entitlement');

  await startTrial(yusuf);
  await expect.poll(async () => (await chatWith(yusuf, amina)).canWrite, { timeout: 10_000 }).toBe(true);

  // He buys six months: checkout, the hosted page, the card, back to the site's result page.
  const checkout = await request(s.app)
    .post('/api/billing/checkout')
    .set('Authorization', yusuf.auth)
    .send({ planId: 'six_months' })
    .expect(201);
  await request(s.app).get(checkout.body.checkoutUrl).expect(200).expect('Content-Type', /html/);
  const paid = await request(s.app)
    .post(checkout.body.checkoutUrl)
    .type('form')
    .send({ number: SANDBOX_TEST_CARDS.pays.number, expiry: '12/39', cvc: '123', name: 'Yusuf Premium' })
    .expect(303);
  expect(paid.headers.location).toBe(`/subscription/result?order=${checkout.body.order.id}`);
  await expect
    .poll(
      async () =>
        (
          await request(s.app)
            .get(`/api/billing/orders/${checkout.body.order.id}`)
            .set('Authorization', yusuf.auth)
        ).body.stage,
      { timeout: 10_000 },
    )
    .toBe('Completed');
  const me = (await request(s.app).get('/api/billing/me').set('Authorization', yusuf.auth).expect(200)).body;
  expect(me).toMatchObject({ state: 'active', active: true, subscription: { planId: 'six_months' } });

  const started = await request(s.app)
    .post('/api/chat/conversations')
    .set('Authorization', yusuf.auth)
    .send({ memberId: amina.id, clientId: randomUUID(), text: 'Assalamu alaikum' });
  expect(started.status).toBe(201);

  // He cancels; the plan runs to its end (after the trial's), then expires.
  await request(s.app).post('/api/billing/subscription/cancel').set('Authorization', yusuf.auth).expect(200);
  offsetMs = Date.parse(me.activeUntil) - Date.now() + DAY_MS;
  await billing().sweepNow();
  await expect
    .poll(async () => (await chatWith(yusuf, hana)).refusal, { timeout: 10_000 })
    .toBe('needs_entitlement');
  const refused = await request(s.app)
    .post('/api/chat/conversations')
    .set('Authorization', yusuf.auth)
    .send({ memberId: hana.id, clientId: randomUUID(), text: 'Salam' })
    .expect(403);
  expect(refused.body.code).toBe('needs_entitlement');
  expect(
    (await request(s.app).get('/api/billing/me').set('Authorization', yusuf.auth).expect(200)).body,
  ).toMatchObject({
    state: 'expired',
    active: false,
  });
}, 60_000);
