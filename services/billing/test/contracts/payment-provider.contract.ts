import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckoutInput,
  CheckoutSession,
  PaymentProvider,
  ProviderEvent,
  WebhookHeaders,
} from '../../src/payments/port.js';

/** The cards every adapter's test mode offers, by what they do (each adapter maps them to its own). */
export type ContractCard = 'succeeds' | 'declined' | 'renewalsDeclined';

/** A webhook as billing received it from the provider. */
export interface DeliveredWebhook {
  rawBody: string;
  headers: WebhookHeaders;
}

/**
 * How the suite reaches an adapter. The member's part (the provider's hosted page) is the
 * harness's: the sandbox drives its own pages router over HTTP, a remote provider its test API.
 */
export interface PaymentProviderHarness {
  provider: PaymentProvider;
  /** As the member: opens the checkout and pays with the card; answers where the browser was sent. */
  pay(checkout: CheckoutSession, card: ContractCard): Promise<{ redirectedTo: string }>;
  /** The number typed for the card, as the member types it (no event may carry it). */
  cardNumber(card: ContractCard): string;
  /** The webhook the provider delivered about this checkout, once it has. */
  webhookFor(sessionId: string): Promise<DeliveredWebhook>;
  /** Signs a body as the provider does, sent at `at`, under `secret` (default: the configured one). */
  sign(rawBody: string, at: Date, secret?: string): WebhookHeaders;
  /** The provider's clock. */
  now(): Date;
  close(): Promise<void>;
}

const MINUTE = 60_000;

/**
 * The PaymentProvider port's contract (DESIGN §1: every adapter passes the same suite): checkout,
 * the signed webhook and what billing must refuse, off-session charges once per order, and no
 * card number in anything billing receives.
 */
export function paymentProviderContract(name: string, setup: () => Promise<PaymentProviderHarness>) {
  describe(`PaymentProvider contract: ${name}`, () => {
    let h: PaymentProviderHarness;
    const run = randomUUID().slice(0, 8);
    let n = 0;
    const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => {
      const orderId = over.orderId ?? randomUUID();
      return {
        orderId,
        orderNumber: `MW-${run}-${++n}`,
        memberId: randomUUID(),
        amountMinor: 39_900,
        currency: 'AED',
        description: 'Mawadda — 1 year',
        locale: 'en',
        returnUrl: `/en/billing/orders/${orderId}/result`,
        ...over,
      };
    };
    const verify = (w: DeliveredWebhook) => h.provider.verifyWebhook(Buffer.from(w.rawBody), w.headers);
    /** A checkout the member paid with `card`, and its verified webhook. */
    const paid = async (card: ContractCard) => {
      const order = input();
      const checkout = await h.provider.createCheckout(order);
      const { redirectedTo } = await h.pay(checkout, card);
      const webhook = await h.webhookFor(checkout.sessionId);
      const verified = await verify(webhook);
      if (!verified.ok) throw new Error(`the provider's own webhook was refused: ${verified.reason}`);
      return { order, checkout, redirectedTo, webhook, event: verified.event };
    };
    const savedMethodOf = (event: ProviderEvent) => {
      if (event.type !== 'checkout.succeeded') throw new Error(`expected a success, got ${event.type}`);
      return event.paymentMethodRef;
    };

    beforeAll(async () => {
      h = await setup();
    });
    afterAll(async () => {
      await h?.close();
    });

    it('opens a checkout: a session id and a URL to send the member to, new for every call', async () => {
      const a = await h.provider.createCheckout(input());
      const b = await h.provider.createCheckout(input());
      expect(a.sessionId).toEqual(expect.any(String));
      expect(a.url).toEqual(expect.any(String));
      expect(a.url.length).toBeGreaterThan(0);
      expect(b.sessionId).not.toBe(a.sessionId);
      expect(b.url).not.toBe(a.url);
    });

    it('a paid checkout sends the member back and billing a signed checkout.succeeded that verifies', async () => {
      const { order, checkout, redirectedTo, event } = await paid('succeeds');
      expect(redirectedTo).toBe(order.returnUrl);
      expect(event).toMatchObject({
        type: 'checkout.succeeded',
        sessionId: checkout.sessionId,
        orderId: order.orderId,
        paymentRef: expect.any(String),
        paymentMethodRef: expect.any(String),
        card: { brand: expect.any(String), last4: h.cardNumber('succeeds').replace(/\D/g, '').slice(-4) },
      });
      expect(event.id).toEqual(expect.any(String));
      expect(Number.isNaN(Date.parse(event.at))).toBe(false);
    });

    it('a declined card sends the member back and billing a checkout.failed (declined)', async () => {
      const { order, checkout, redirectedTo, event } = await paid('declined');
      expect(redirectedTo).toBe(order.returnUrl);
      expect(event).toMatchObject({
        type: 'checkout.failed',
        sessionId: checkout.sessionId,
        orderId: order.orderId,
        reason: 'declined',
      });
    });

    it('every event has its own id', async () => {
      const a = await paid('succeeds');
      const b = await paid('declined');
      expect(a.event.id).not.toBe(b.event.id);
    });

    it('refuses a tampered body, a wrong secret, a missing signature and a stale or future timestamp', async () => {
      const { webhook, order } = await paid('succeeds');
      // Another order named as paid: the signature was made over the genuine one.
      const tampered = webhook.rawBody.replace(order.orderId, randomUUID());
      expect(tampered).not.toBe(webhook.rawBody);
      expect(await h.provider.verifyWebhook(Buffer.from(tampered), webhook.headers)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });
      // One byte more at the end is a different body too.
      expect(await h.provider.verifyWebhook(Buffer.from(`${webhook.rawBody} `), webhook.headers)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });

      const now = h.now();
      const wrongSecret = h.sign(webhook.rawBody, now, `not-the-secret-${randomUUID()}`);
      expect(await h.provider.verifyWebhook(Buffer.from(webhook.rawBody), wrongSecret)).toEqual({
        ok: false,
        reason: 'bad_signature',
      });

      expect(await h.provider.verifyWebhook(Buffer.from(webhook.rawBody), {})).toEqual({
        ok: false,
        reason: 'missing_signature',
      });
      expect(
        await h.provider.verifyWebhook(Buffer.from(webhook.rawBody), { 'content-type': 'application/json' }),
      ).toEqual({ ok: false, reason: 'missing_signature' });

      // A genuine request captured and replayed ten minutes later (or stamped ahead) is refused.
      const old = h.sign(webhook.rawBody, new Date(now.getTime() - 10 * MINUTE));
      expect(await h.provider.verifyWebhook(Buffer.from(webhook.rawBody), old)).toEqual({
        ok: false,
        reason: 'stale_timestamp',
      });
      const ahead = h.sign(webhook.rawBody, new Date(now.getTime() + 10 * MINUTE));
      expect(await h.provider.verifyWebhook(Buffer.from(webhook.rawBody), ahead)).toEqual({
        ok: false,
        reason: 'stale_timestamp',
      });
      // Within the tolerance either way it still verifies.
      for (const skew of [-4 * MINUTE, 4 * MINUTE]) {
        const headers = h.sign(webhook.rawBody, new Date(now.getTime() + skew));
        expect((await h.provider.verifyWebhook(Buffer.from(webhook.rawBody), headers)).ok).toBe(true);
      }
    });

    it('refuses a correctly signed body that is not an event as malformed', async () => {
      const now = h.now();
      for (const body of ['not json', '{}', JSON.stringify({ id: 'x', type: 'checkout.refunded' })]) {
        expect(await h.provider.verifyWebhook(Buffer.from(body), h.sign(body, now))).toEqual({
          ok: false,
          reason: 'malformed',
        });
      }
    });

    it('finds the signature header whatever its case', async () => {
      const { webhook } = await paid('succeeds');
      const shouted = Object.fromEntries(
        Object.entries(webhook.headers).map(([k, v]) => [k.toUpperCase(), v]),
      );
      expect((await h.provider.verifyWebhook(Buffer.from(webhook.rawBody), shouted)).ok).toBe(true);
    });

    it('charges a saved card once per order id: a retry answers the same outcome', async () => {
      const { event } = await paid('succeeds');
      const paymentMethodRef = savedMethodOf(event);
      const charge = {
        orderId: randomUUID(),
        paymentMethodRef,
        amountMinor: 39_900,
        currency: 'AED' as const,
      };
      const first = await h.provider.chargeSaved(charge);
      expect(first).toMatchObject({
        ok: true,
        paymentRef: expect.any(String),
        card: { last4: expect.any(String) },
      });
      expect(await h.provider.chargeSaved(charge)).toEqual(first);
      const next = await h.provider.chargeSaved({ ...charge, orderId: randomUUID() });
      expect(next.ok).toBe(true);
      if (first.ok && next.ok) expect(next.paymentRef).not.toBe(first.paymentRef);
    });

    it('declines renewals of the card that declines them, and of an unknown method, again on retry', async () => {
      const { event } = await paid('renewalsDeclined');
      const charge = {
        orderId: randomUUID(),
        paymentMethodRef: savedMethodOf(event),
        amountMinor: 39_900,
        currency: 'AED' as const,
      };
      expect(await h.provider.chargeSaved(charge)).toEqual({ ok: false, reason: 'declined' });
      expect(await h.provider.chargeSaved(charge)).toEqual({ ok: false, reason: 'declined' });
      const unknown = { ...charge, orderId: randomUUID(), paymentMethodRef: `pm_unknown_${run}` };
      expect(await h.provider.chargeSaved(unknown)).toEqual({ ok: false, reason: 'declined' });
    });

    it('never sends billing a card number', async () => {
      const cards: ContractCard[] = ['succeeds', 'declined', 'renewalsDeclined'];
      for (const card of cards) {
        const { webhook } = await paid(card);
        const digits = h.cardNumber(card).replace(/\D/g, '');
        const everything = `${webhook.rawBody}\n${JSON.stringify(webhook.headers)}`;
        expect(everything).not.toContain(digits);
        expect(everything).not.toContain(h.cardNumber(card));
        expect(everything.replace(/\D/g, '')).not.toContain(digits);
      }
    });
  });
}
