import type { Database, EntitlementCopy, JobQueue, Outbox } from '@mawadda/kit';
import type { CallRegistry } from '../calls/call-registry.js';
import type { ChatConfig } from '../config.js';
import type { Presence } from '../presence/presence.js';
import type { BatchStore } from '../store/batch-store.js';
import type { CallStore } from '../store/call-store.js';
import type { ConversationStore } from '../store/conversation-store.js';
import type { GraphStore } from '../store/graph-store.js';
import type { GuardianStore } from '../store/guardian-store.js';
import type { MemberStore } from '../store/member-store.js';
import type { MessageStore } from '../store/message-store.js';
import type { ReceiptStore } from '../store/receipt-store.js';
import type { ReportStore } from '../store/report-store.js';
import type { ConversationPairs } from './conversation-pairs.js';
import type { LiveUpdates } from './live.js';
import type { ChatRateLimits } from './rate-limits.js';
import type { SerialByKey } from './serial-by-key.js';
import type { GroupCommit } from './group-commit.js';
import type { ReceiptFrame } from '../domain/receipts.js';
import type { ReceiptOutcome } from './receipt-request.js';
import type { WriteOutcome, WriteRequest } from './write-request.js';

/** Ends a ringing call as missed once its ring is over, wherever it was placed. */
export type RingOut = (call: { id: string; callerId: string }) => Promise<void>;

/** What the chat use cases share, built once in createChatService. */
export interface ChatApp {
  database: Database;
  outbox: Outbox;
  /** Copies from other services' events: who exists and may start conversations, follows and blocks. */
  members: MemberStore;
  /** Who is premium, from billing's `entitlement.changed`. */
  entitlements: EntitlementCopy;
  graph: GraphStore;
  /** Each member's guardian (from auth's `guardian.changed`) and the requests waiting for them. */
  guardians: GuardianStore;
  conversations: ConversationStore;
  /** The members of a conversation by its id, kept in memory (conversation-pairs.ts says why it may be). */
  conversationPairs: ConversationPairs;
  messages: MessageStore;
  /** A group commit's reads and writes, one statement each (store/batch-store.ts). */
  batches: BatchStore;
  /** Receipts of many members moved in one statement (store/receipt-store.ts). */
  receiptStore: ReceiptStore;
  reports: ReportStore;
  presence: Presence;
  /** Calls while they ring and run: memory, or Redis for replicas (calls/call-registry.ts). */
  calls: CallRegistry;
  /**
   * Schedules the end of a call's ringing in the service's job queue (jobs/ring-jobs.ts), set once
   * the queue opened at start.
   */
  ringOut?: RingOut;
  /** Chat's job queue, open once the service started. */
  jobs?: JobQueue;
  /** Who turned calls off, and the lines calls leave. */
  callStore: CallStore;
  /**
   * Ends the call in a conversation that closed (app/calls/act-on-call.ts), for the telling of a
   * closing (notify.ts), which the ending of a call itself uses: a function here, not an import.
   */
  endCallIn: (conversationId: string, memberIds: readonly string[]) => Promise<void>;
  live: LiveUpdates;
  /**
   * Messages, stored in batches that share a transaction (group-commit.ts); one batch at a time
   * in this process, which also orders each pair's messages here.
   */
  writes: GroupCommit<WriteRequest, WriteOutcome>;
  /** Receipts, merged and stored in batches of their own (mark-receipts.ts). */
  receipts: GroupCommit<ReceiptFrame, ReceiptOutcome>;
  /** One write per pair of members at a time in this process, outside the batches (serial-by-key.ts says why). */
  pairs: SerialByKey;
  limits: ChatRateLimits;
  config: ChatConfig;
  /** The time rules are judged at (entitlements, the daily window); tests move it. */
  clock: () => Date;
}
