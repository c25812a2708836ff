import type { EventEnvelope, MemberRegisteredPayload } from '@mawadda/contracts';
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
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { createBillingService } from '../../src/index.js';
import { inbox, outbox } from '../../src/store/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The billing service as the gateway mounts it, on the test ports: PGlite and in-process events in
 * `npm test`; PostgreSQL, Kafka and Redis in `test:integration`. Members come into being the way
 * they do in production, from auth's events; a probe records what billing publishes, and the
 * service's clock is the test's to move.
 */
export async function startBillingApp() {
  const config = loadPlatformConfig({ ...process.env, OUTBOX_POLL_MS: '20' });
  const logger = pino({ level: 'silent' });
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
  const service = createBillingService(deps, { config: {}, clock });
  // As in every process: the revocations schema (tombstones included) beside the service's own.
  await database.migrate(REVOCATION_MIGRATIONS, 'revocations');
  await database.migrate(service.migrationsFolder, 'billing');
  await service.start();
  service.startPublishing();
  const app = createHttpApp({ logger, mount: (a) => a.use('/api/billing', service.api.router) });
  const bearer = async (role: Role, id?: string) => `Bearer ${await tokens.tokenFor(role, id)}`;

  /** Sends an envelope as auth's relay would (again, for a redelivery); answers it. */
  const deliver = async (envelope: EventEnvelope) => (await bus.publish([envelope]), envelope);
  const publish = (producer: string, e: NewEvent) => deliver(envelopeOf(producer, e));

  /** True once billing's consumer has applied (or skipped) this event. */
  const applied = async (eventId: string) =>
    (await database.db.select().from(inbox).where(eq(inbox.eventId, eventId))).length > 0;

  /**
   * Waits until every event sent so far under `key` is handled: a marker event sent after them on
   * the same key (so on the same partition, behind them) is applied. A company's registration
   * starts nothing, so it serves.
   */
  async function settled(key: string) {
    const marker = await publish('auth', {
      type: 'member.registered',
      key,
      payload: registeredMember({ kind: 'company' }),
    });
    await eventually(() => applied(marker.id));
  }

  /** Auth's `member.registered` for a new account; resolves once billing applied it. */
  async function register(over: Partial<MemberRegisteredPayload> = {}) {
    const memberId = over.memberId ?? uuidv7();
    const payload = registeredMember({ memberId, ...over });
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

  /** What billing wrote to its outbox for a member: the record, whatever the relay did with it. */
  const outboxOf = async (type: string, memberId: string) =>
    database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.type, type), eq(outbox.key, memberId)));

  /** Events of a type about a member, as the probe received them. */
  const eventsOf = (type: string, memberId: string) =>
    published.filter((e) => e.type === type && e.payload.memberId === memberId);

  return {
    app,
    service,
    database,
    bearer,
    publish,
    deliver,
    register,
    erase,
    settled,
    outboxOf,
    eventsOf,
    /** Moves the service's clock by whole days (negative moves it back). */
    advanceDays(days: number) {
      offsetMs += days * DAY_MS;
    },
    resetClock() {
      offsetMs = 0;
    },
    async close() {
      await service.stop();
      await ports.close();
    },
  };
}

export type BillingTestApp = Awaited<ReturnType<typeof startBillingApp>>;

export { eventually };
