import { sql } from 'drizzle-orm';
import { index, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FollowState, ReportReason, ReportSource, ReportStatus, Visibility } from '@mawadda/contracts';
import { entitlementTable, platformTables } from '@mawadda/kit';

/** Everything the social service owns lives in the `social` schema (DESIGN §3). */
export const socialSchema = pgSchema('social');
export const platform = platformTables(socialSchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Who exists and whether their profile is open, kept from `member.registered` (auth) and the
 * profile service's events: this service never reads another's tables (DESIGN §3).
 */
export const members = socialSchema.table('members', {
  memberId: uuid('member_id').primaryKey(),
  kind: text('kind').$type<'individual' | 'company'>().notNull(),
  visibility: text('visibility').$type<Visibility>().notNull().default('public'),
  updatedAt: stamp('updated_at').defaultNow().notNull(),
});
export type MemberRow = typeof members.$inferSelect;

/**
 * One row per follower and target: a pending request or a follow in force. A rejected, cancelled
 * or ended follow is deleted (its event is the record), so asking again starts afresh.
 */
export const follows = socialSchema.table(
  'follows',
  {
    id: uuid('id').primaryKey(),
    followerId: uuid('follower_id').notNull(),
    targetId: uuid('target_id').notNull(),
    state: text('state').$type<FollowState>().notNull(),
    requestedAt: stamp('requested_at').notNull(),
    acceptedAt: stamp('accepted_at'),
  },
  (t) => [
    uniqueIndex('follows_pair_idx').on(t.followerId, t.targetId),
    // The four lists: followers and incoming requests of a target, following and outgoing of a follower.
    index('follows_target_idx').on(t.targetId, t.state, t.acceptedAt, t.id),
    index('follows_target_requests_idx').on(t.targetId, t.state, t.requestedAt, t.id),
    index('follows_follower_idx').on(t.followerId, t.state, t.acceptedAt, t.id),
    index('follows_follower_requests_idx').on(t.followerId, t.state, t.requestedAt, t.id),
  ],
);
export type FollowRow = typeof follows.$inferSelect;

export const blocks = socialSchema.table(
  'blocks',
  {
    blockerId: uuid('blocker_id').notNull(),
    blockedId: uuid('blocked_id').notNull(),
    createdAt: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    index('blocks_list_idx').on(t.blockerId, t.createdAt),
  ],
);

/**
 * The staff queue. One open report per reporter and member filed from a profile (a partial unique
 * index); a report from chat is its own entry, one per chat snapshot (README: rules).
 */
export const reports = socialSchema.table(
  'reports',
  {
    id: uuid('id').primaryKey(),
    /** Null once the reporter's account is erased; the report stays for the record. */
    reporterId: uuid('reporter_id'),
    memberId: uuid('member_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    staffNote: text('staff_note'),
    handledBy: uuid('handled_by'),
    handledAt: stamp('handled_at'),
    createdAt: stamp('created_at').defaultNow().notNull(),
    /** Where it was filed: a profile's report dialog, or a conversation (chat's `conversation.reported`). */
    source: text('source').$type<ReportSource>().notNull().default('profile'),
    /** A chat report's conversation, its snapshot kept by chat for staff, and the reported messages. */
    conversationId: text('conversation_id'),
    chatSnapshotId: text('chat_snapshot_id'),
    messageIds: text('message_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx')
      .on(t.reporterId, t.memberId)
      .where(sql`status = 'open' and source = 'profile'`),
    // Chat's snapshot is the report: the same snapshot, whatever event brings it, files once.
    uniqueIndex('reports_chat_snapshot_idx').on(t.chatSnapshotId),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_member_idx').on(t.memberId),
    // Staff's member page counts and lists the reports a member filed.
    index('reports_reporter_idx').on(t.reporterId),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/** Who is premium: the kit's copy of billing's `entitlement.changed` (see EntitlementCopy). */
export const entitlements = entitlementTable(socialSchema);

/**
 * When each member sent their follow requests, for the daily limit (README: limits). Apart from
 * `follows`, whose row goes when a request is cancelled or rejected: asking and cancelling must
 * not free the quota. Rows older than the day are pruned as the member sends more.
 */
export const followRequestsSent = socialSchema.table(
  'follow_requests_sent',
  {
    id: uuid('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    sentAt: stamp('sent_at').notNull(),
  },
  (t) => [index('follow_requests_sent_member_idx').on(t.memberId, t.sentAt)],
);
