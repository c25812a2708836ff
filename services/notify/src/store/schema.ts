import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type {
  Locale,
  NotificationChannel,
  NotificationKind,
  NotificationParams,
  PushTopic,
} from '@mawadda/contracts';
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

/**
 * A device of a member's that takes pushes: what its browser's `PushSubscription` holds (the push
 * service's endpoint, the keys a push is encrypted for) and the site's language on it then, which
 * the push's words are in. One row an endpoint: a device shared after a sign-out follows its new
 * member.
 */
export const pushSubscriptions = notifySchema.table(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId, t.createdAt),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A member's push choice per topic; a topic without a row is on (contracts DEFAULT_PUSH). */
export const pushPreferences = notifySchema.table(
  'push_preferences',
  {
    memberId: uuid('member_id').notNull(),
    topic: text('topic').$type<PushTopic>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.topic] })],
);

/**
 * When a member was last pushed a conversation's new message: more messages of it within the quiet
 * time push nothing (one push a conversation while she is away, not one a message).
 */
export const pushMessageMarks = notifySchema.table(
  'push_message_marks',
  {
    memberId: uuid('member_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    pushedAt: stamp('pushed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.conversationId] })],
);
