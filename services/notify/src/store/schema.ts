import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationChannel, NotificationKind, NotificationParams } from '@mawadda/contracts';
import { platformTables } from '@mawadda/kit';

/** Everything the notification service owns lives in the `notify` schema (DESIGN §3). */
export const notifySchema = pgSchema('notify');
export const platform = platformTables(notifySchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

// Millisecond precision so a cursor carried through a JS Date compares exactly.
const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One thing a member was told. Ids and codes only (`params`): the site reads names from the
 * profile cards and texts from its catalogue, so nothing here goes stale or leaks a name.
 */
export const notifications = notifySchema.table(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: uuid('actor_id'),
    subjectId: text('subject_id'),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    createdAt: stamp('created_at').notNull(),
    readAt: stamp('read_at'),
  },
  (t) => [
    // The centre, newest first, by keyset (created_at, id).
    index('notifications_member_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    // The bell: unread of one member, a range read of this partial index.
    index('notifications_unread_idx')
      .on(t.memberId)
      .where(sql`read_at is null`),
    // Erasure of a member who appears as the actor of others' notifications.
    index('notifications_actor_idx').on(t.actorId),
    // One "your suggestions for today" a member and day (the subject), whatever search repeats.
    uniqueIndex('notifications_daily_idx')
      .on(t.memberId, t.kind, t.subjectId)
      .where(sql`kind = 'suggestions.ready'`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** A member's choice per kind; a kind without a row has its default (contracts DEFAULT_CHANNELS). */
export const preferences = notifySchema.table(
  'preferences',
  {
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    check('preferences_channel_ck', sql`${t.channel} in ('in_app', 'email', 'off')`),
  ],
);

/**
 * Follow requests waiting for an answer, by follow id: social announces an accepted request and a
 * follow of a public profile with the same `follow.accepted`, and only the first tells the
 * requester something they did not do themselves.
 */
export const pendingFollows = notifySchema.table(
  'pending_follows',
  {
    followId: text('follow_id').primaryKey(),
    followerId: uuid('follower_id').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    index('pending_follows_follower_idx').on(t.followerId),
    index('pending_follows_target_idx').on(t.targetId),
  ],
);
