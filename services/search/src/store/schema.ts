import {
  bigint,
  boolean,
  jsonb,
  date,
  doublePrecision,
  index,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AccountStatus,
  Badges,
  Gender,
  MaritalState,
  Preferences,
  Visibility,
} from '@mawadda/contracts';
import type { MatchAnswers } from '../domain/compatibility/answers.js';
import type { IndexedWishes } from '../domain/compatibility/wishes.js';
import { entitlementTable, platformTables } from '@mawadda/kit';

/** Everything the search service owns lives in the `search` schema (DESIGN §3). */
export const searchSchema = pgSchema('search');
export const platform = platformTables(searchSchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The read model: what the events (or a rebuild) said about every member, searchable or not, in
 * both run modes. The index (SQL table below, or Elasticsearch) only ever holds what this says is
 * searchable; `rev` grows on every change so an index write can never overwrite a newer one.
 */
export const members = searchSchema.table('members', {
  memberId: uuid('member_id').primaryKey(),
  kind: text('kind').$type<'individual' | 'company'>().notNull(),
  status: text('status').$type<AccountStatus>().notNull().default('active'),
  fullName: text('full_name').notNull(),
  /** The name in Latin and Arabic script, when the member gave them: cards show the page's. */
  fullNameEn: text('full_name_en'),
  fullNameAr: text('full_name_ar'),
  gender: text('gender').$type<Gender>(),
  birthDate: date('birth_date', { mode: 'string' }),
  nationality: text('nationality'),
  country: text('country'),
  city: text('city'),
  maritalState: text('marital_state').$type<MaritalState>(),
  smoking: text('smoking'),
  height: smallint('height'),
  weight: smallint('weight'),
  visibility: text('visibility').$type<Visibility>().notNull().default('public'),
  /** The answers other members' wishes are weighed against (null: a snapshot older than them). */
  answers: jsonb('answers').$type<MatchAnswers>(),
  completeness: smallint('completeness').notNull().default(0),
  /** The profile's badges; `verified` = phone and selfie (`isVerified`), for the filter. */
  badges: jsonb('badges').$type<Badges>(),
  verified: boolean('verified').notNull().default(false),
  registeredAt: stamp('registered_at').notNull(),
  lastActiveAt: stamp('last_active_at').notNull(),
  /** The `updatedAt` of the profile snapshot applied last: an older one is stale and ignored. */
  profileUpdatedAt: stamp('profile_updated_at'),
  /** Married on the site (match's `pair.married`): out of search and suggestions for good. */
  marriedAt: stamp('married_at'),
  rev: bigint('rev', { mode: 'number' }).notNull().default(1),
  /** Last write by an event or a rebuild: a rebuild drops rows it did not touch. */
  touchedAt: stamp('touched_at').notNull().defaultNow(),
});
export type MemberRow = typeof members.$inferSelect;

/**
 * What each member is looking for, as profile's `profile.preferences.changed` said last. Its own
 * table: the wishes may arrive before the member's registration (another topic) and must wait.
 */
export const preferences = searchSchema.table('preferences', {
  memberId: uuid('member_id').primaryKey(),
  preferences: jsonb('preferences').$type<Preferences>().notNull(),
  changedAt: stamp('changed_at').notNull(),
  touchedAt: stamp('touched_at').notNull().defaultNow(),
});

/**
 * Daily suggestions: one row per member and suggested member, the latest time it was suggested.
 * A pass hides the member for a while; the row stays so neither is suggested again too soon.
 */
export const suggestions = searchSchema.table(
  'suggestions',
  {
    memberId: uuid('member_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    /** The member's local day it was suggested on. */
    day: date('day', { mode: 'string' }).notNull(),
    suggestedAt: stamp('suggested_at').notNull(),
    /** Its place in the day's list, best first. */
    rank: smallint('rank').notNull().default(0),
    state: text('state').$type<'new' | 'interested' | 'passed'>().notNull().default('new'),
    actedAt: stamp('acted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.candidateId] }),
    index('suggestions_day_idx').on(t.memberId, t.day),
    index('suggestions_candidate_idx').on(t.candidateId),
  ],
);

/** The local day each member's suggestions were last picked for: the morning run's mark. */
export const suggestionDays = searchSchema.table('suggestion_days', {
  memberId: uuid('member_id').primaryKey(),
  day: date('day', { mode: 'string' }).notNull(),
  count: smallint('count').notNull(),
  pickedAt: stamp('picked_at').notNull(),
});

/**
 * Who already reached out to whom, so suggestions skip them: a follow request still pending
 * (social) and a conversation started (chat), one row per direction.
 */
export const approaches = searchSchema.table(
  'approaches',
  {
    fromId: uuid('from_id').notNull(),
    toId: uuid('to_id').notNull(),
    kind: text('kind').$type<'request' | 'conversation'>().notNull(),
    touchedAt: stamp('touched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.fromId, t.toId, t.kind] }), index('approaches_to_idx').on(t.toId)],
);

/** Each member's guardian and whether he sees her matchmaking (auth's `guardian.changed`). */
export const guardians = searchSchema.table('guardians', {
  memberId: uuid('member_id').primaryKey(),
  guardianId: uuid('guardian_id'),
  seesMatchmaking: boolean('sees_matchmaking').notNull().default(false),
  at: stamp('at').notNull(),
});

/** Who is premium (billing's `entitlement.changed`): premium members get more suggestions a day. */
export const entitlements = entitlementTable(searchSchema);

/** Who blocks whom: both sides disappear from each other's results. */
export const blocks = searchSchema.table(
  'blocks',
  {
    blockerId: uuid('blocker_id').notNull(),
    blockedId: uuid('blocked_id').notNull(),
    touchedAt: stamp('touched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Accepted follows, from social's `follow.accepted` / `follow.removed`: a private member shows the
 * searchers she let in what she shows them on her profile (README: privacy).
 */
export const follows = searchSchema.table(
  'follows',
  {
    followerId: uuid('follower_id').notNull(),
    targetId: uuid('target_id').notNull(),
    touchedAt: stamp('touched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.targetId] }), index('follows_target_idx').on(t.targetId)],
);

/**
 * Erased members. Auth's erasure and a profile snapshot travel on different topics, so one may
 * arrive after the other: a late snapshot of an erased member must not bring them back.
 */
export const tombstones = searchSchema.table('tombstones', {
  memberId: uuid('member_id').primaryKey(),
  deletedAt: stamp('deleted_at').notNull(),
});

/** Rebuilds started by staff; `finish` compares `touched_at` with `started_at`. */
export const rebuilds = searchSchema.table('rebuilds', {
  id: uuid('id').primaryKey(),
  startedAt: stamp('started_at').notNull(),
  finishedAt: stamp('finished_at'),
});

/**
 * The SQL adapter's index (embedded mode): searchable members only, with the city's coordinates
 * copied in, and one index per sort so a page of a common search is an index range read.
 */
export const memberIndex = searchSchema.table(
  'member_index',
  {
    memberId: uuid('member_id').primaryKey(),
    fullName: text('full_name').notNull(),
    fullNameEn: text('full_name_en'),
    fullNameAr: text('full_name_ar'),
    gender: text('gender').$type<Gender>().notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    nationality: text('nationality'),
    country: text('country'),
    city: text('city').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    maritalState: text('marital_state').$type<MaritalState>(),
    smoking: text('smoking'),
    height: smallint('height'),
    weight: smallint('weight'),
    badges: jsonb('badges').$type<Badges>(),
    verified: boolean('verified').notNull().default(false),
    /** Whose card a searcher reads whole; an entry of unknown visibility counts as private. */
    visibility: text('visibility').$type<Visibility>().notNull().default('private'),
    /** Compatibility: the answers others' wishes test, and the wishes indexed (README). */
    answers: jsonb('answers').$type<MatchAnswers>(),
    wishes: jsonb('wishes').$type<IndexedWishes>(),
    registeredAt: stamp('registered_at').notNull(),
    lastActiveAt: stamp('last_active_at').notNull(),
    rev: bigint('rev', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('member_index_newest_idx').on(
      t.gender,
      t.registeredAt.desc().nullsFirst(),
      t.memberId.desc().nullsFirst(),
    ),
    index('member_index_active_idx').on(
      t.gender,
      t.lastActiveAt.desc().nullsFirst(),
      t.memberId.desc().nullsFirst(),
    ),
    index('member_index_city_idx').on(t.city),
  ],
);
export type MemberIndexRow = typeof memberIndex.$inferSelect;
