import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CallLine, CloseReason, ConversationStatus, GuardianGate, Visibility } from '@mawadda/contracts';
import { blocksCopyTable, entitlementTable, platformTables } from '@mawadda/kit';

/** Everything the chat service owns lives in the `chat` schema (DESIGN §3). */
export const chatSchema = pgSchema('chat');
export const platform = platformTables(chatSchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export type MemberKind = 'individual' | 'company';
export type MemberStatus = 'active' | 'suspended' | 'deleted';

/*
 * Copies kept from other services' events (this service never reads their tables): who exists,
 * whose profile is open, who follows and blocks whom, and who may start conversations.
 */

export const members = chatSchema.table('members', {
  memberId: uuid('member_id').primaryKey(),
  kind: text('kind').$type<MemberKind>().notNull(),
  visibility: text('visibility').$type<Visibility>().notNull().default('public'),
  status: text('status').$type<MemberStatus>().notNull().default('active'),
  updatedAt: stamp('updated_at').defaultNow().notNull(),
});
export type MemberRow = typeof members.$inferSelect;

/** Accepted follows only (`follow.accepted` until `follow.removed`): a request opens nothing. */
export const follows = chatSchema.table(
  'follows',
  {
    followerId: uuid('follower_id').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.targetId] }), index('follows_target_idx').on(t.targetId)],
);

export const blocks = blocksCopyTable(chatSchema);

/**
 * Who is premium: the kit's copy of billing's `entitlement.changed` (see EntitlementCopy), judged
 * against chat's own clock so a plan ends on time even before billing announces it.
 */
export const entitlements = entitlementTable(chatSchema);

/**
 * One conversation per pair of members, whoever started it: `member_a` is the smaller id, so the
 * unique index holds whichever of the two writes first. `last_seq` hands out message numbers in
 * the transaction that stores each message.
 */
export const conversations = chatSchema.table(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    memberA: uuid('member_a').notNull(),
    memberB: uuid('member_b').notNull(),
    starterId: uuid('starter_id').notNull(),
    status: text('status').$type<ConversationStatus>().notNull().default('open'),
    closedReason: text('closed_reason').$type<CloseReason>(),
    /** The member who closed it (only they may reopen it by writing); null when the platform did. */
    closedBy: uuid('closed_by'),
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: stamp('created_at').notNull(),
    /** Last activity (a message, a close, a reopen): the list's order. */
    updatedAt: stamp('updated_at').notNull(),
    /**
     * The other member's guardian has yet to approve it (`waiting`) or declined it. While set,
     * the conversation exists for its starter alone (README: guardian).
     */
    gate: text('gate').$type<GuardianGate>(),
    /** When the gate was last set (a decline's 30 days run from here). */
    gateAt: stamp('gate_at'),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.memberA, t.memberB),
    index('conversations_member_b_idx').on(t.memberB),
    // The rolling daily limit counts a starter's conversations of the last 24 hours.
    index('conversations_starter_idx').on(t.starterId, t.createdAt),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Each member's receipts in a conversation: how far messages reached their devices and how far
 * they read. Watermarks only ever move forward; ticks and unread counts derive from them.
 */
export const participants = chatSchema.table(
  'participants',
  {
    conversationId: uuid('conversation_id').notNull(),
    memberId: uuid('member_id').notNull(),
    deliveredSeq: integer('delivered_seq').notNull().default(0),
    readSeq: integer('read_seq').notNull().default(0),
    /**
     * The other member's messages past `read_seq`, kept with each message and each read receipt
     * so the list and the header badge never count rows.
     */
    unread: integer('unread').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.memberId] }),
    index('participants_member_idx').on(t.memberId),
  ],
);
export type ParticipantRow = typeof participants.$inferSelect;

export const messages = chatSchema.table(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id').notNull(),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id').notNull(),
    /** The sender's own id for the message: a resend with it answers the stored one. */
    clientId: uuid('client_id').notNull(),
    /** Null once removed (its sender's account was erased). */
    text: text('text'),
    removed: boolean('removed').notNull().default(false),
    sentAt: stamp('sent_at').notNull(),
    /** A call's line (its sender: the caller); such a message has no text. */
    call: jsonb('call').$type<CallLine>(),
  },
  (t) => [
    uniqueIndex('messages_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_idx').on(t.conversationId, t.senderId, t.clientId),
    index('messages_sender_idx').on(t.senderId),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/** A message as frozen in a report: what staff judge, even after the sender is erased. */
export interface FrozenMessage {
  id: string;
  senderId: string;
  text: string | null;
  sentAt: string;
  /** A call's line, as the conversation shows it (absent in snapshots taken before calls). */
  call?: CallLine | null;
}

export const reportSnapshots = chatSchema.table(
  'report_snapshots',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id').notNull(),
    /** Null once the reporter's account is erased; the snapshot stays for moderation. */
    reporterId: uuid('reporter_id'),
    memberId: uuid('member_id').notNull(),
    messageIds: jsonb('message_ids').$type<string[]>().notNull(),
    messages: jsonb('messages').$type<FrozenMessage[]>().notNull(),
    createdAt: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index('report_snapshots_reporter_idx').on(t.reporterId)],
);
export type ReportSnapshotRow = typeof reportSnapshots.$inferSelect;

/**
 * Each member's guardian as auth's `guardian.changed` last said: the whole state, so the latest
 * `at` wins. No row: no guardian.
 */
export const guardians = chatSchema.table(
  'guardians',
  {
    memberId: uuid('member_id').primaryKey(),
    guardianId: uuid('guardian_id'),
    approveConversations: boolean('approve_conversations').notNull().default(false),
    readsConversations: boolean('reads_conversations').notNull().default(false),
    /** Every call of the member rings her guardian too, and connects only once he joined. */
    callsIncludeGuardian: boolean('calls_include_guardian').notNull().default(false),
    at: stamp('at').notNull(),
  },
  (t) => [index('guardians_guardian_idx').on(t.guardianId)],
);
export type GuardianRow = typeof guardians.$inferSelect;

export type GuardianRequestStatus =
  'pending' | 'approved' | 'declined' | 'withdrawn' | 'lapsed' | 'cancelled';

/**
 * A request to the member's guardian. `withdrawn`: she wrote to the starter herself; `lapsed`: the
 * link or setting ended first (both open the conversation); `cancelled`: the conversation closed
 * while it waited, so nothing opens and a later answer is refused.
 */
export const guardianRequests = chatSchema.table(
  'guardian_requests',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id').notNull(),
    memberId: uuid('member_id').notNull(),
    guardianId: uuid('guardian_id').notNull(),
    requesterId: uuid('requester_id').notNull(),
    status: text('status').$type<GuardianRequestStatus>().notNull().default('pending'),
    createdAt: stamp('created_at').notNull(),
    decidedAt: stamp('decided_at'),
  },
  (t) => [
    index('guardian_requests_guardian_idx').on(t.guardianId, t.status),
    index('guardian_requests_member_idx').on(t.memberId, t.status),
    index('guardian_requests_conversation_idx').on(t.conversationId),
  ],
);
export type GuardianRequestRow = typeof guardianRequests.$inferSelect;

/** `callsOff.scope` for every conversation of the member. */
export const ALL_CONVERSATIONS = '00000000-0000-0000-0000-000000000000';

/**
 * Who turned calls off: for one conversation, or for all of them. Only the receiver's choice counts: it is never shown to the caller as such.
 */
export const callsOff = chatSchema.table(
  'calls_off',
  {
    memberId: uuid('member_id').notNull(),
    /** The conversation, or the nil uuid (`ALL_CONVERSATIONS`) for all of the member's conversations. */
    scope: uuid('scope').notNull(),
    at: stamp('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.scope] })],
);
