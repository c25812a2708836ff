import type { EventEnvelope, MemberRegisteredPayload, Order, PlanId } from '@mawadda/contracts';
import {
  createHttpApp,
  envelopeOf,
  loadPlatformConfig,
  uuidv7,
  type NewEvent,
  type Role,
  REVOCATION_MIGRATIONS,
} from '@mawadda/kit';
import { createTestTokens, eventually, openTestPorts, registeredMember } from '@mawadda/kit/testing';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { createBillingService, loadBillingConfig } from '../../src/index.js';
import { SANDBOX_TEST_CARDS } from '../../src/payments/sandbox/index.js';
import { inbox, outbox } from '../../src/store/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The billing service as the gateway mounts it. Members arrive from auth's events as in production,
 * payments go through the sandbox's pages as a browser would, and the service's clock is the test's
 * to move (the sweep then does what is due, as the jobs would at that time).
 */
export async function startBillingApp(
  /** Billing's own variables over the test's defaults (PAYMENT_PROVIDER=stripe with its keys). */
  billingEnv: Record<string, string> = {},
) {
  // Each test app has its own database, so its jobs get their own Redis keys too.
  const config = loadPlatformConfig({
    ...process.env,
    OUTBOX_POLL_MS: '20',
    JOB_QUEUE_PREFIX: `billing-test-${uuidv7().slice(-8)}`,
  });
  const logLines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  const ports = await openTestPorts('billing-test');
  const { database, bus, redis } = ports;
  const tokens = await createTestTokens();
  const published: EventEnvelope[] = [];
  await bus.subscribe({
    group: `billing-probe-${Date.now()}`,
    producers: ['billing'],
    handle: async (e) => void published.push(e),
    deadLetter: async () => undefined,
  });
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const deps = { config, logger, database, bus, redis, verifier: tokens.verifier };
  // The sweep is run by the tests (`sweep()`), not on a timer, so each step is theirs to order.
  const billingConfig = loadBillingConfig({
    BILLING_SWEEP_MS: String(60 * 60_000),
    BILLING_WEBHOOK_SECRET: 'a'.repeat(40),
    ...billingEnv,
  });
  let service = createBillingService(deps, { config: billingConfig, clock });
  // As in every process: the revocations schema (tombstones included) beside the service's own.
  await database.migrate(REVOCATION_MIGRATIONS, 'revocations');
  await database.migrate(service.migrationsFolder, 'billing');
  await service.start();
  service.startPublishing();
  // Through the current service, so requests reach the one a restart brought up.
  const app = createHttpApp({
    logger,
    mount: (a) => a.use('/api/billing', (req, res, next) => service.api.router(req, res, next)),
  });
  const bearer = async (role: Role, id?: string) => `Bearer ${await tokens.tokenFor(role, id)}`;

  /** Sends an envelope as auth's relay would (again, for a redelivery); answers it. */
  const deliver = async (envelope: EventEnvelope) => (await bus.publish([envelope]), envelope);
  const publish = (producer: string, e: NewEvent) => deliver(envelopeOf(producer, e));

  /** True once billing's consumer has applied (or skipped) this event. */
  const applied = async (eventId: string) =>
    (await database.db.select().from(inbox).where(eq(inbox.eventId, eventId))).length > 0;

  /** Auth's `member.registered` for a new account; resolves once billing applied it. */
  async function register(over: Partial<MemberRegisteredPayload> = {}) {
    const memberId = over.memberId ?? uuidv7();
    const payload = registeredMember({ memberId, phoneKey: uuidv7(), ...over });
    const event = await publish('auth', { type: 'member.registered', key: memberId, payload });
    await eventually(() => applied(event.id));
    const role = over.kind === 'company' ? 'company' : 'member';
    return { id: memberId, auth: await bearer(role, memberId), event, payload };
  }

  /** Auth announces the account's deletion, as it does on `DELETE /api/auth/me`; resolves once applied. */
  async function erase(memberId: string) {
    const event = await publish('auth', {
      type: 'member.deleted',
      key: memberId,
      payload: { memberId, deletedAt: new Date().toISOString() },
    });
    await eventually(() => applied(event.id));
  }

  const api = {
    me: (auth: string) => request(app).get('/api/billing/me').set('Authorization', auth),
    startTrial: (auth: string) => request(app).post('/api/billing/trial').set('Authorization', auth),
    checkout: (auth: string, planId: unknown) =>
      request(app).post('/api/billing/checkout').set('Authorization', auth).send({ planId }),
    order: (auth: string, id: string) =>
      request(app).get(`/api/billing/orders/${id}`).set('Authorization', auth),
    receipt: (auth: string, id: string) =>
      request(app).get(`/api/billing/orders/${id}/receipt`).set('Authorization', auth),
    adminOrder: (auth: string, id: string) =>
      request(app).get(`/api/billing/admin/orders/${id}`).set('Authorization', auth),
    refund: (auth: string, id: string, body: object) =>
      request(app).post(`/api/billing/admin/orders/${id}/refund`).set('Authorization', auth).send(body),
    webhook: (provider: string, rawBody: string, headers: Record<string, string>) =>
      request(app).post(`/api/billing/webhooks/${provider}`).set(headers).send(rawBody),
  };

  /**
   * The member pays at the sandbox's hosted page with a card, as a browser does (the form post,
   * and the challenge step when the card asks for one); answers where the browser was sent.
   */
  async function payAt(checkoutUrl: string, number: string, challenge: 'approve' | 'fail' = 'approve') {
    const paid = await request(app)
      .post(checkoutUrl)
      .type('form')
      .send({ number, expiry: '12/39', cvc: '123', name: 'Test Member' });
    if (paid.status !== 303)
      throw new Error(`the sandbox answered ${paid.status}: ${paid.text.slice(0, 200)}`);
    if (!String(paid.headers.location).includes('/challenge')) return String(paid.headers.location);
    const decided = await request(app)
      .post(String(paid.headers.location))
      .type('form')
      .send({ decision: challenge });
    return String(decided.headers.location);
  }

  /** Waits until the order reaches a final stage (the webhook and the fulfil job are asynchronous). */
  async function settledOrder(auth: string, orderId: string): Promise<Order> {
    let order: Order | undefined;
    await eventually(async () => {
      order = (await api.order(auth, orderId).expect(200)).body as Order;
      return order.stage === 'Completed' || order.stage === 'NotPaid';
    });
    return order!;
  }

  /** Checkout, pay with the card, and wait for the outcome. */
  async function buy(auth: string, planId: PlanId, card: string = SANDBOX_TEST_CARDS.pays.number) {
    const res = await api.checkout(auth, planId);
    if (res.status !== 201 && res.status !== 200)
      throw new Error(`checkout answered ${res.status}: ${res.text}`);
    const returnTo = await payAt(res.body.checkoutUrl, card);
    return { order: await settledOrder(auth, res.body.order.id), returnTo };
  }

  /** What billing wrote to its outbox for a member: the record, whatever the relay did with it. */
  const outboxOf = async (type: string, memberId: string) =>
    database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.type, type), eq(outbox.key, memberId)))
      // Written order: PostgreSQL returns rows the relay has updated in any order.
      .orderBy(outbox.seq);

  /** Events of a type about a member, as the probe received them. */
  const eventsOf = (type: string, memberId: string) =>
    published.filter((e) => e.type === type && e.payload.memberId === memberId);

  /** The job queue's store loses every job of billing's queue, as a Redis restarted without its data. */
  async function emptyJobStore() {
    if (redis) {
      const keys = await redis.keys(`${config.JOB_QUEUE_PREFIX}:billing:*`);
      if (keys.length) await redis.del(...keys);
    } else {
      await database.db.execute(sql`delete from jobs.jobs where queue = 'billing'`);
    }
  }

  /** The process restarts on the same database (and Redis): a new service starts, as `main.ts` does. */
  async function restart() {
    await service.stop();
    service = createBillingService(deps, { config: billingConfig, clock });
    await service.start();
    service.startPublishing();
  }

  return {
    app,
    get service() {
      return service;
    },
    database,
    api,
    bearer,
    publish,
    deliver,
    register,
    erase,
    payAt,
    buy,
    settledOrder,
    outboxOf,
    eventsOf,
    logLines,
    secret: billingConfig.BILLING_WEBHOOK_SECRET!,
    clock,
    /** Moves the service's clock by whole days (negative moves it back). */
    advanceDays(days: number) {
      offsetMs += days * DAY_MS;
    },
    resetClock() {
      offsetMs = 0;
    },
    /** Runs what is due at the (moved) clock, as the jobs and the sweep do. */
    sweep: () => service.sweepNow(),
    /** BullMQ when the engines are real (REDIS_URL), else the table in the process database. */
    jobQueueKind: config.REDIS_URL ? ('bullmq' as const) : ('table' as const),
    emptyJobStore,
    restart,
    async close() {
      await service.stop();
      await ports.close();
    },
  };
}

export type BillingTestApp = Awaited<ReturnType<typeof startBillingApp>>;

export { eventually };
