import { afterAll, beforeAll, beforeEach } from 'vitest';
import request from 'supertest';
import type {
  EventPayloadIn,
  EventType,
  MemberRegisteredPayload,
  Preferences,
  ProfileSnapshot,
} from '@mawadda/contracts';
import {
  createHttpApp,
  envelopeOf,
  loadPlatformConfig,
  openRevocations,
  uuidv7,
  type NewEvent,
  type Role,
} from '@mawadda/kit';
import { createTestTokens, eventually, openTestPorts, registeredMember } from '@mawadda/kit/testing';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createSearchService, loadSearchConfig } from '../../src/index.js';
import type { SearchIndex } from '../../src/index/search-index.js';
import { MemberStore } from '../../src/store/member-store.js';
import { follows, inbox } from '../../src/store/schema.js';

/** A member as the tests describe them: what a profile snapshot says, with an age instead of a date. */
export interface Person {
  fullName: string;
  /** The name in Latin and Arabic script (absent as in events written before them). */
  fullNameEn?: string | null;
  fullNameAr?: string | null;
  gender: 'male' | 'female';
  age: number;
  city: string;
  nationality: string;
  maritalState: string;
  smoking: string | null;
  height: number | null;
  weight: number | null;
  completeness: number;
  kind: 'individual' | 'company';
  visibility: 'public' | 'private';
  /** Compatibility's answers (unanswered when absent). */
  answers?: Partial<Omit<ProfileSnapshot, 'memberId'>>;
  /** Absent as in events written before badges. */
  badges?: { phone: boolean; email: boolean; selfie: boolean; id: boolean };
}

const DEFAULTS: Person = {
  fullName: 'Test Member',
  gender: 'female',
  age: 28,
  city: 'AE-DXB',
  nationality: 'AE',
  maritalState: 'single',
  smoking: 'no',
  height: 165,
  weight: 60,
  completeness: 60,
  kind: 'individual',
  visibility: 'public',
};

/** A birth date that makes someone `age` today (well clear of the birthday). */
export function bornAgo(age: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - 40);
  return d.toISOString().slice(0, 10);
}

/**
 * The search service as the gateway mounts it, on the test ports (PGlite and in-process events
 * in `npm test`; PostgreSQL and Kafka in `test:integration`) and the index given (SQL by default).
 * Members come into being as in production: from auth's and profile's events.
 */
export async function startSearchApp(
  options: {
    index?: (ports: { db: unknown }) => SearchIndex;
    searchesPerMinute?: number;
    clock?: () => Date;
  } = {},
) {
  const config = loadPlatformConfig({ ...process.env, OUTBOX_POLL_MS: '20' });
  const logger = pino({ level: 'silent' });
  const ports = await openTestPorts('search-test');
  const { database, bus, redis } = ports;
  const tokens = await createTestTokens();
  // As in every process: the revocation schema and its feed (entitlements check erasures there).
  const revocations = openRevocations({ database, bus, logger, group: `search-revocations-${Date.now()}` });
  await revocations.start();
  const deps = { config, logger, database, bus, redis, verifier: tokens.verifier, revocations };
  const service = createSearchService(deps, {
    config: {
      ...loadSearchConfig({}),
      RATE_LIMIT_SEARCHES_PER_MINUTE: options.searchesPerMinute ?? 1000,
      // Tests run the morning by hand, at the clock they set.
      SUGGESTIONS_RUN_EVERY_MINUTES: 0,
    },
    index: options.index?.({ db: database.db }),
    clock: options.clock,
  });
  await database.migrate(service.migrationsFolder, 'search');
  await service.start();
  service.startPublishing();
  const app = createHttpApp({ logger, mount: (a) => a.use('/api/search', service.api.router) });
  const bearer = async (role: Role, id?: string) => `Bearer ${await tokens.tokenFor(role, id)}`;
  const store = new MemberStore(database.db);
  const registered = new Map<string, { person: Person; registeredAt: string }>();

  const publish = async <T extends EventType>(
    producer: string,
    type: T,
    key: string,
    payload: EventPayloadIn<T>,
  ) => {
    const envelope = envelopeOf(producer, { type, key, payload } as NewEvent);
    await bus.publish([envelope]);
    return envelope.id;
  };

  /** Waits for search's inbox row of an event: handled, whether or not it changed anything. */
  const handled = (eventId: string) =>
    eventually(
      async () => (await database.db.select().from(inbox).where(eq(inbox.eventId, eventId))).length > 0,
    );

  /** The read model's revision of a member, to wait for an event's effect. */
  const revOf = async (memberId: string) => (await store.find(database.db, memberId))?.rev ?? 0;

  /** Publishes, then waits until the read model moved past `before` and the index shows it. */
  async function settle(memberId: string, before: number, send: () => Promise<unknown>) {
    await send();
    await eventually(async () => (await revOf(memberId)) > before);
    await service.index.flush();
  }

  const snapshotOf = (memberId: string, p: Person, registeredAt: string): ProfileSnapshot => ({
    memberId,
    kind: p.kind,
    fullName: p.fullName,
    ...(p.fullNameEn !== undefined && { fullNameEn: p.fullNameEn }),
    ...(p.fullNameAr !== undefined && { fullNameAr: p.fullNameAr }),
    gender: p.gender,
    birthDate: bornAgo(p.age),
    nationality: p.nationality,
    country: p.city.slice(0, 2),
    city: p.city,
    maritalState: p.maritalState,
    smoking: p.smoking,
    height: p.height,
    weight: p.weight,
    religion: 'islam',
    visibility: p.visibility,
    completeness: p.completeness,
    avatarId: null,
    ...(p.badges && { badges: p.badges }),
    ...p.answers,
    registeredAt,
    updatedAt: new Date().toISOString(),
  });

  /** Registers a member (auth's event), then their profile (profile's event); waits for both. */
  let lastRegisteredAt = 0;
  async function person(over: Partial<Person> = {}) {
    const p = { ...DEFAULTS, ...over };
    const id = uuidv7();
    // Registration times a millisecond apart at least, so "newest" has one right answer.
    lastRegisteredAt = Math.max(Date.now(), lastRegisteredAt + 1);
    const registeredAt = new Date(lastRegisteredAt).toISOString();
    registered.set(id, { person: p, registeredAt });
    await publish(
      'auth',
      'member.registered',
      id,
      registeredMember({
        memberId: id,
        kind: p.kind,
        fullName: p.fullName,
        gender: p.gender,
        birthDate: bornAgo(p.age),
        nationality: p.nationality,
        country: p.city.slice(0, 2),
        city: p.city,
        maritalState: p.maritalState as MemberRegisteredPayload['maritalState'],
        registeredAt,
      }),
    );
    await eventually(async () => (await revOf(id)) > 0);
    await settle(id, await revOf(id), () =>
      publish('profile', 'profile.updated', id, { profile: snapshotOf(id, p, registeredAt), changed: [] }),
    );
    return { id, name: p.fullName, auth: await bearer(p.kind === 'company' ? 'company' : 'member', id) };
  }

  /** A later profile edit: the whole snapshot again, with these changes. */
  async function edit(memberId: string, over: Partial<Person>) {
    const known = registered.get(memberId)!;
    known.person = { ...known.person, ...over };
    await settle(memberId, await revOf(memberId), () =>
      publish('profile', 'profile.updated', memberId, {
        profile: snapshotOf(memberId, known.person, known.registeredAt),
        changed: Object.keys(over),
      }),
    );
  }

  async function active(memberId: string, at = new Date()) {
    await settle(memberId, await revOf(memberId), () =>
      publish('profile', 'member.active', memberId, { memberId, at: at.toISOString() }),
    );
  }

  /** social's `follow.accepted` (or `follow.removed`); waits until search holds it. */
  async function follow(followerId: string, targetId: string, on = true) {
    const base = { followId: uuidv7(), followerId, targetId, at: new Date().toISOString() };
    if (on) await publish('social', 'follow.accepted', targetId, base);
    else
      await publish('social', 'follow.removed', targetId, {
        ...base,
        previous: 'accepted',
        reason: 'unfollowed',
      });
    const pair = and(eq(follows.followerId, followerId), eq(follows.targetId, targetId));
    await eventually(
      async () => (await database.db.select().from(follows).where(pair)).length === (on ? 1 : 0),
    );
  }

  /** Her wishes, as profile's `profile.preferences.changed` says them. */
  async function wishes(memberId: string, preferences: Preferences) {
    await settle(memberId, await revOf(memberId), () =>
      publish('profile', 'profile.preferences.changed', memberId, {
        memberId,
        preferences,
        changedAt: new Date().toISOString(),
      }),
    );
  }

  return {
    app,
    service,
    follow,
    wishes,
    database,
    bearer,
    publish,
    handled,
    person,
    edit,
    active,
    revOf,
    settle,
    snapshotOf: (id: string) => {
      const known = registered.get(id)!;
      return snapshotOf(id, known.person, known.registeredAt);
    },
    /** Forgets every member (between tests): read model, blocks, tombstones and the index. */
    async clean() {
      await database.db.execute(
        sql`truncate search.members, search.blocks, search.follows, search.tombstones, search.member_index, search.preferences`,
      );
      await service.index.clear();
      registered.clear();
    },
    async close() {
      await service.stop();
      await revocations.stop();
      await ports.close();
    },
  };
}

export type SearchApp = Awaited<ReturnType<typeof startSearchApp>>;
export { eventually };

/**
 * A search app for a describe block: started once, emptied before each test, closed after. It
 * exists only once `beforeAll` ran, so tests reach it through this stand-in.
 */
export function useSearchApp(options: Parameters<typeof startSearchApp>[0] = {}): SearchApp {
  let current: SearchApp | undefined;
  beforeAll(async () => {
    current = await startSearchApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(async () => {
    await current!.clean();
  });
  return new Proxy({} as SearchApp, { get: (_, key) => current![key as keyof SearchApp] });
}

/** `GET /api/search/members` as the member with this Authorization. */
export const searchAs = (s: SearchApp, auth: string, query: Record<string, string | number> = {}) =>
  request(s.app).get('/api/search/members').query(query).set('Authorization', auth);

/** The names on a page of cards, in order. */
export const cardNames = (res: request.Response) =>
  (res.body.items as { fullName: string }[]).map((c) => c.fullName);
