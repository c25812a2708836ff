import { z } from 'zod';
import { REPORT_REASONS } from '../social/enums.js';
import { CLOSE_REASONS } from './enums.js';

/*
 * What the chat service tells others (topic `chat.events`): ids and times, never a message body.
 * Keyed by the member the event is about (the recipient, the closer, the reported member).
 */

export const conversationStartedPayloadSchema = z.object({
  conversationId: z.string(),
  starterId: z.string(),
  recipientId: z.string(),
  at: z.string(),
});

export const conversationClosedPayloadSchema = z.object({
  conversationId: z.string(),
  /** Null when the platform closed it (a block, a suspension, an erasure). */
  closedBy: z.string().nullable(),
  memberIds: z.array(z.string()),
  reason: z.enum(CLOSE_REASONS),
  at: z.string(),
});

/** `chat.message.sent`: for notifications and activity counts; the text stays in chat. */
export const chatMessageSentPayloadSchema = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  recipientId: z.string(),
  at: z.string(),
});

/**
 * `conversation.reported`: social files it in the staff queue; staff read the snapshot of the
 * messages from chat (`/api/chat/admin/reports/{snapshotId}`).
 */
export const conversationReportedPayloadSchema = z.object({
  snapshotId: z.string(),
  conversationId: z.string(),
  reporterId: z.string(),
  memberId: z.string(),
  messageIds: z.array(z.string()),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  at: z.string(),
});

/** `call.missed`: a call rang out unanswered (or the caller hung up first); notify tells the callee. */
export const callMissedPayloadSchema = z.object({
  callId: z.string(),
  conversationId: z.string(),
  callerId: z.string(),
  calleeId: z.string(),
  media: z.enum(['voice', 'video']),
  at: z.string(),
});
export type CallMissedPayload = z.infer<typeof callMissedPayloadSchema>;

export type ConversationStartedPayload = z.infer<typeof conversationStartedPayloadSchema>;
export type ConversationClosedPayload = z.infer<typeof conversationClosedPayloadSchema>;
export type ChatMessageSentPayload = z.infer<typeof chatMessageSentPayloadSchema>;
export type ConversationReportedPayload = z.infer<typeof conversationReportedPayloadSchema>;
