import { z } from 'zod';
import { callLineSchema } from './calls.js';
import { PRESENCES } from '../profile/enums.js';
import { REPORT_REASONS } from '../social/enums.js';
import { REPORT_DETAILS_MAX } from '../social/reports.js';
import {
  CHAT_REFUSALS,
  CLOSE_REASONS,
  CONVERSATION_STATUSES,
  GUARDIAN_GATES,
  MESSAGE_STATES,
} from './enums.js';
import { REPORT_MESSAGES_MAX } from './limits.js';
import { messageTextSchema } from './message-text.js';

/**
 * One message as a participant sees it. `text` is null once removed (its sender's account was
 * erased): the other side sees "message removed". `state` is the recipient's progress on it.
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Per conversation, from 1, in the order the server stored them: the history's cursor. */
  seq: z.number().int(),
  senderId: z.string(),
  /** The sender's own id for it: a resend with the same id answers the same message. */
  clientId: z.string(),
  text: z.string().nullable(),
  removed: z.boolean(),
  sentAt: z.string(),
  state: z.enum(MESSAGE_STATES),
  /** A call's line (voice or video, how long, missed): no text of its own. */
  call: callLineSchema.nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation in the list: the other member by id (the site fetches their card), last message, unread. */
export const conversationSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  closedReason: z.enum(CLOSE_REASONS).nullable(),
  /** Whether I closed it (only then may I reopen it by writing again). */
  closedByMe: z.boolean(),
  startedByMe: z.boolean(),
  lastMessage: chatMessageSchema.nullable(),
  unread: z.number().int(),
  /** The other member's chat presence: online while a device of theirs is connected. */
  presence: z.enum(PRESENCES),
  /** The other member's receipts: how far they got (seq), for the ticks of my messages. */
  deliveredSeq: z.number().int(),
  readSeq: z.number().int(),
  updatedAt: z.string(),
  /**
   * For its starter only: the other member's guardian has yet to approve it (`waiting`) or
   * declined it; null once open (and always for the member herself).
   */
  guardianApproval: z.enum(GUARDIAN_GATES).nullable().default(null),
  /** A guardian of either member can read this conversation (both sides are told). */
  guardianReads: z.boolean().default(false),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  next: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** Newest first; `next` pages towards older messages. */
export const messagePageSchema = z.object({
  items: z.array(chatMessageSchema),
  next: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * `GET /api/chat/with/{memberId}`: the conversation with this member if there is one, and
 * whether I may write to them now; `refusal` names why not (the page shows the way forward).
 */
export const chatWithSchema = z.object({
  conversation: conversationSchema.nullable(),
  canWrite: z.boolean(),
  refusal: z.enum(CHAT_REFUSALS).nullable(),
  /** For a limit (`daily_limit`): seconds until it lifts, so the page can say when; null otherwise. */
  retryAfterSeconds: z.number().int().nullable().default(null),
});
export type ChatWith = z.infer<typeof chatWithSchema>;

/** A new message from a member: their own id for it (idempotency) and the text. */
export const sendMessageSchema = z
  .object({
    clientId: z.uuid(),
    text: messageTextSchema,
  })
  .strict();
export type SendMessage = z.input<typeof sendMessageSchema>;

/** `POST /api/chat/conversations`: start (or reopen) the conversation with a member, with its first message. */
export const startConversationSchema = sendMessageSchema.extend({ memberId: z.uuid() }).strict();
export type StartConversation = z.input<typeof startConversationSchema>;

export const startedConversationSchema = z.object({
  conversation: conversationSchema,
  message: chatMessageSchema,
});
export type StartedConversation = z.infer<typeof startedConversationSchema>;

/** Receipts up to a seq: everything at or below it was delivered (or read). */
export const receiptRequestSchema = z.object({ upToSeq: z.number().int().min(1) }).strict();

/** `POST /api/chat/conversations/{id}/report`: the messages that are the problem, or none for the latest. */
export const chatReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS),
    details: z.string().trim().max(REPORT_DETAILS_MAX, { message: 'validation.maxLength' }).default(''),
    messageIds: z.array(z.uuid()).max(REPORT_MESSAGES_MAX).default([]),
    /** Close the conversation in the same step (the dialog offers it); blocking stays on the profile. */
    close: z.boolean().default(true),
  })
  .strict();
export type ChatReport = z.input<typeof chatReportSchema>;

export const chatReportReceiptSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  messageIds: z.array(z.string()),
  createdAt: z.string(),
});
export type ChatReportReceipt = z.infer<typeof chatReportReceiptSchema>;

export const unreadTotalSchema = z.object({ total: z.number().int() });
export type UnreadTotal = z.infer<typeof unreadTotalSchema>;

/**
 * What staff see of a reported conversation (`GET /api/chat/admin/reports/{id}`): the messages as
 * they were when reported, kept even if later erased, so a report can still be judged.
 */
export const chatReportSnapshotSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  reporterId: z.string().nullable(),
  memberId: z.string(),
  messageIds: z.array(z.string()),
  messages: z.array(
    z.object({
      id: z.string(),
      senderId: z.string(),
      text: z.string().nullable(),
      sentAt: z.string(),
      /** A call's line: who called (the sender), when, how long; nothing of the call is recorded. */
      call: callLineSchema.nullable().optional(),
    }),
  ),
  createdAt: z.string(),
});
export type ChatReportSnapshot = z.infer<typeof chatReportSnapshotSchema>;

/** `GET /api/chat/me/export`: my conversations and every message in them, for the member's data export. */
export const chatExportSchema = z.object({
  memberId: z.string(),
  exportedAt: z.string(),
  conversations: z.array(
    z.object({
      id: z.string(),
      memberId: z.string(),
      status: z.enum(CONVERSATION_STATUSES),
      startedAt: z.string(),
      /**
       * One I started that her guardian has yet to answer (`waiting`) or declined; null
       * otherwise. A gated conversation is in its starter's export only, never the other side's.
       */
      guardianApproval: z.enum(GUARDIAN_GATES).nullable().default(null),
      /**
       * The other member's messages are left out: the conversation is no longer open to me (closed,
       * or a block either way). What I wrote is always here.
       */
      otherSideOmitted: z.boolean().default(false),
      messages: z.array(
        z.object({ id: z.string(), mine: z.boolean(), text: z.string().nullable(), sentAt: z.string() }),
      ),
    }),
  ),
});
export type ChatExport = z.infer<typeof chatExportSchema>;

/**
 * A conversation waiting for the guardian (`GET /api/chat/guardian/requests`): who asks, for which
 * member, and the first message, for the guardian to judge.
 */
export const guardianConversationRequestSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  memberId: z.string(),
  requesterId: z.string(),
  firstMessage: z.string().nullable(),
  at: z.string(),
});
export type GuardianConversationRequest = z.infer<typeof guardianConversationRequestSchema>;

export const guardianConversationRequestListSchema = z.object({
  items: z.array(guardianConversationRequestSchema),
});
export type GuardianConversationRequestList = z.infer<typeof guardianConversationRequestListSchema>;

/** The guardian's answer to a conversation request. */
export const guardianDecisionSchema = z.object({
  id: z.string(),
  decision: z.enum(['approved', 'declined']),
  at: z.string(),
});
export type GuardianDecision = z.infer<typeof guardianDecisionSchema>;
