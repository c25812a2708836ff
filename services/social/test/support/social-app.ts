import type { EventEnvelope, ProfileSnapshot, Visibility } from '@mawadda/contracts';
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
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { createSocialService } from '../../src/index.js';
import { inbox, members } from '../../src/store/schema.js';

/**
 * The social service as the gateway mounts it, on the test ports: PGlite and in-process events in
 * `npm test`; PostgreSQL, Kafka and Redis in `test:integration`. Members come into being the way
 * they do in production, from auth's and profile's events; a probe records what social publishes.
 */
export async function startSocialApp(
  options: {
    followsPerHour?: number;
    reportsPerDay?: number;
    followRequestsPerDay?: number;
    followRequestsPerDayPremium?: number;
  } = {},
) {
  const config = loadPlatformConfig({ ...process.env, OUTBOX_POLL_MS: '20' });
  const logger = pino({ level: 'silent' });
  const ports = await openTestPorts('social-test');
  const { database, bus, redis } = ports;
  const tokens = await createTestTokens();
  const published: EventEnvelope[] = [];
  await bus.subscribe({
    group: `social-probe-${Date.now()}`,
    producers: ['social'],
    handle: async (e) => void published.push(e),
    deadLetter: async () => undefined,
  });
  const deps = { config, logger, database, bus, redis, verifier: tokens.verifier };
  // The service's clock is the test's to move (premium ends, the daily window moves on).
  let offsetMs = 0;
  const service = createSocialService(deps, {
    config: {
      RATE_LIMIT_FOLLOWS_PER_HOUR: options.followsPerHour ?? 1000,
      RATE_LIMIT_REPORTS_PER_DAY: options.reportsPerDay ?? 1000,
      FOLLOW_REQUESTS_PER_DAY: options.followRequestsPerDay ?? 1000,
      FOLLOW_REQUESTS_PER_DAY_PREMIUM: options.followRequestsPerDayPremium ?? 1000,
    },
    clock: () => new Date(Date.now() + offsetMs),
  });
  // As in every process: the revocations schema (tombstones included) beside the service's own.
  await database.migrate(REVOCATION_MIGRATIONS, 'revocations');
  await database.migrate(service.migrationsFolder, 'social');
  await service.start();
  service.startPublishing();
  const app = createHttpApp({ logger, mount: (a) => a.use('/api/social', service.api.router) });
  const bearer = async (role: Role, id?: string) => `Bearer ${await tokens.tokenFor(role, id)}`;
  const publish = (producer: string, e: NewEvent) => bus.publish([envelopeOf(producer, e)]);

  const applied = async (eventId: string) =>
    (await database.db.select().from(inbox).where(eq(inbox.eventId, eventId))).length > 0;

  /** Sends an event as its producer's relay would; resolves once social has applied it. */
  async function publishApplied(producer: string, e: NewEvent) {
    const envelope = envelopeOf(producer, e);
    await bus.publish([envelope]);
    await eventually(() => applied(envelope.id));
  }

  /** Billing's `entitlement.changed` for a member: premium until then (null: not premium). */
  const entitle = (memberId: string, e: { premiumUntil: Date | null; version: number }) =>
    publishApplied('billing', {
      type: 'entitlement.changed',
      key: memberId,
      payload: {
        memberId,
        premiumUntil: e.premiumUntil?.toISOString() ?? null,
        source: e.premiumUntil ? 'subscription' : null,
        version: e.version,
        at: new Date().toISOString(),
      },
    });

  /** Auth announces the account's deletion; resolves once social has erased the member. */
  const erase = (memberId: string) =>
    publishApplied('auth', {
      type: 'member.deleted',
      key: memberId,
      payload: { memberId, deletedAt: new Date().toISOString() },
    });

  const snapshot = (
    memberId: string,
    kind: 'individual' | 'company',
    visibility: Visibility,
  ): ProfileSnapshot => ({
    memberId,
    kind,
    fullName: 'Test Member',
    gender: 'female',
    birthDate: '1995-01-01',
    nationality: 'AE',
    country: 'AE',
    city: 'AE-DXB',
    maritalState: 'single',
    smoking: null,
    height: null,
    weight: null,
    religion: null,
    visibility,
    completeness: 10,
    avatarId: null,
    registeredAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });

  /** What the profile service announces when a member changes their privacy. */
  async function setVisibility(
    memberId: string,
    visibility: Visibility,
    kind: 'individual' | 'company' = 'individual',
  ) {
    await publish('profile', {
      type: 'profile.updated',
      key: memberId,
      payload: { profile: snapshot(memberId, kind, visibility), changed: ['visibility'] },
    });
  }

  /** A member as auth announces them, with the profile's privacy; resolves once social knows them. */
  async function member(visibility: Visibility = 'public', kind: 'individual' | 'company' = 'individual') {
    const memberId = uuidv7();
    await publish('auth', {
      type: 'member.registered',
      key: memberId,
      payload: registeredMember({ memberId, kind }),
    });
    if (visibility === 'private') await setVisibility(memberId, 'private', kind);
    const auth = await bearer(kind === 'company' ? 'company' : 'member', memberId);
    const probe = await bearer('member');
    // Known, with the privacy applied: a follow from a stranger shows which state it lands in.
    await eventually(async () => {
      const res = await request(app)
        .get(`/api/social/members/${memberId}/counts`)
        .set('Authorization', probe);
      if (kind === 'company') return res.status === 404 && (await knows(memberId));
      return res.status === 200 && res.body.listsVisible === (visibility === 'public');
    });
    return { id: memberId, auth };
  }

  const knows = async (memberId: string) =>
    (await database.db.select().from(members).where(eq(members.memberId, memberId))).length > 0;

  /** Events of a type about a member pair, as the probe received them. */
  const eventsOf = (type: string, filter: (p: Record<string, unknown>) => boolean = () => true) =>
    published.filter((e) => e.type === type && filter(e.payload));

  return {
    app,
    service,
    database,
    published,
    bearer,
    publish,
    member,
    setVisibility,
    entitle,
    erase,
    eventsOf,
    advanceHours(hours: number) {
      offsetMs += hours * 3_600_000;
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

export type SocialApp = Awaited<ReturnType<typeof startSocialApp>>;

export { eventually };
