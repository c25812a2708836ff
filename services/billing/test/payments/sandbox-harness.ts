import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { createHttpApp, openJobQueue, rowsOf, TableJobQueue, uuidv7 } from '@mawadda/kit';
import { createTestClock, openTestPorts } from '@mawadda/kit/testing';
import { pino } from 'pino';
import request from 'supertest';
import { vi } from 'vitest';
import {
  createSandboxProvider,
  SANDBOX_MIGRATIONS,
  SANDBOX_TEST_CARDS,
  SIGNATURE_HEADER,
  signWebhook,
} from '../../src/payments/sandbox/index.js';
import type { CheckoutInput, CheckoutSession, ProviderEvent } from '../../src/payments/port.js';
import type {
  ContractCard,
  DeliveredWebhook,
  PaymentProviderHarness,
} from '../contracts/payment-provider.contract.js';

export const PATH_BASE = '/api/billing/pay/sandbox';
const SECRET = 'sandbox-test-secret-0123456789abcdef';

/** Polls until `find` answers something; its last error or a timeout otherwise. */
export async function until<T>(
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const found = await find();
      if (found === undefined) throw new Error('not found in time');
      return found;
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

export const digitsOf = (number: string) => number.replace(/\D/g, '');
export const paymentMethodOf = (event: ProviderEvent) =>
  event.type === 'checkout.succeeded' ? event.paymentMethodRef : '';

/** An order as billing opens a checkout for it. */
export const orderInput = (over: Partial<CheckoutInput> = {}): CheckoutInput => {
  const orderId = over.orderId ?? uuidv7();
  return {
    orderId,
    orderNumber: `MW-${randomUUID().slice(0, 6)}`,
    memberId: uuidv7(),
    amountMinor: 39_900,
    currency: 'AED',
    description: 'Mawadda — 1 year',
    locale: 'en',
    returnUrl: `/en/billing/orders/${orderId}/result`,
    ...over,
  };
};

/** The form a member fills in, with a card that is valid in every other way. */
export const cardForm = (number: string, over: Record<string, string> = {}) => ({
  number,
  expiry: '12/34',
  cvc: '123',
  name: 'Test Member',
  ...over,
});

/**
 * The sandbox as billing runs it, on a test clock, every log line captured, with a `deliver` that
 * records what billing would receive and can be told to refuse the next deliveries (billing down).
 */
export async function startSandbox() {
  const ports = await openTestPorts('billing-sandbox-test');
  const { database } = ports;
  await database.migrate(SANDBOX_MIGRATIONS, 'billing_sandbox');
  const clock = createTestClock(new Date('2030-01-15T10:00:00.000Z'));
  const logLines: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });
  const jobs = await openJobQueue({}, { queue: 'billing-test', database, logger, now: clock.now });
  const attempts: DeliveredWebhook[] = [];
  const delivered: DeliveredWebhook[] = [];
  let refuseNext = 0;
  const provider = createSandboxProvider({
    database,
    jobs,
    secret: SECRET,
    pathBase: PATH_BASE,
    clock: clock.now,
    logger,
    async deliver(rawBody, headers) {
      attempts.push({ rawBody, headers });
      if (refuseNext > 0) {
        refuseNext--;
        throw new Error('billing is not answering');
      }
      delivered.push({ rawBody, headers });
    },
  });
  await provider.start?.();
  await jobs.start();
  const app = createHttpApp({ logger, mount: (a) => a.use(PATH_BASE, provider.pages!) });

  const sessionOf = (w: DeliveredWebhook) => (JSON.parse(w.rawBody) as { sessionId: string }).sessionId;
  const webhookFor = (sessionId: string) => until(() => delivered.find((w) => sessionOf(w) === sessionId));
  /** Rows of a `billing_sandbox` table matching `where`. */
  const count = async (table: string, where: SQL) =>
    rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier('billing_sandbox')}.${sql.identifier(table)} where ${where}`,
      ),
    )[0]!.n;

  return {
    provider,
    app,
    database,
    jobs,
    clock,
    logLines,
    attempts,
    delivered,
    secret: SECRET,
    /** Billing refuses the next `count` deliveries (they throw). */
    refuseDeliveries(count: number) {
      refuseNext = count;
    },
    /** Moves the clock and lets the queue look for what became due. */
    advance(ms: number) {
      clock.advance(ms);
      if (jobs instanceof TableJobQueue) jobs.wake();
    },
    /** Submits the checkout form as the member's browser does. */
    submit(checkout: CheckoutSession, form: Record<string, string>) {
      return request(app).post(checkout.url).type('form').send(form);
    },
    webhookFor,
    count,
    /** Opens a checkout for an order (defaults: 399.00 AED, English). */
    async open(over: Partial<CheckoutInput> = {}) {
      const input = orderInput(over);
      return { input, checkout: await provider.createCheckout(input) };
    },
    /** The session's row as stored, every column. */
    sessionRow: async (id: string) =>
      rowsOf<Record<string, unknown>>(
        await database.db.execute(sql`select * from billing_sandbox.checkout_sessions where id = ${id}`),
      )[0]!,
    /** The event billing received about a checkout, verified as billing does. */
    async eventOf(sessionId: string) {
      const webhook = await webhookFor(sessionId);
      const verified = await provider.verifyWebhook(Buffer.from(webhook.rawBody), webhook.headers);
      if (!verified.ok) throw new Error(verified.reason);
      return verified.event;
    },
    /** Waits until every webhook recorded so far was accepted (none left to take a later refusal). */
    allDelivered: () =>
      until(async () =>
        (await count('webhook_events', sql`delivered_at is null`)) === 0 ? true : undefined,
      ),
    webhooksOf: (sessionId: string) => delivered.filter((w) => sessionOf(w) === sessionId),
    async close() {
      await jobs.close();
      await ports.close();
    },
  };
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const CONTRACT_CARDS: Record<ContractCard, string> = {
  succeeds: SANDBOX_TEST_CARDS.pays.number,
  declined: SANDBOX_TEST_CARDS.declined.number,
  renewalsDeclined: SANDBOX_TEST_CARDS.renewalsDeclined.number,
};

/** The contract's view of the sandbox: the member pays through the hosted page, over HTTP. */
export function sandboxHarness(s: Sandbox): PaymentProviderHarness {
  return {
    provider: s.provider,
    async pay(checkout, card) {
      const page = await request(s.app).get(checkout.url);
      if (page.status !== 200) throw new Error(`checkout page answered ${page.status}`);
      const paid = await s.submit(checkout, cardForm(CONTRACT_CARDS[card]));
      if (paid.status !== 303) throw new Error(`paying answered ${paid.status}`);
      return { redirectedTo: paid.headers.location as string };
    },
    cardNumber: (card) => CONTRACT_CARDS[card],
    webhookFor: s.webhookFor,
    sign: (rawBody, at, secret = s.secret) => ({
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(secret, rawBody, at),
    }),
    now: s.clock.now,
    close: s.close,
  };
}
