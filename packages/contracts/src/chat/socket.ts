import { z } from 'zod';
import { PRESENCES } from '../profile/enums.js';
import { chatMessageSchema, conversationSchema } from './api.js';
import { messageTextSchema } from './message-text.js';

/**
 * The Socket.IO protocol of `/socket.io` (same origin, websocket), authenticated in the handshake.
 * A frame that fails its schema gets `{ ok: false, problem }` (or a `chat_error` event without an
 * ack), never a dropped socket.
 */
export const SOCKET_PATH = '/socket.io';

/** Client → server. */
export const CLIENT_EVENTS = {
  send: 'send',
  delivered: 'delivered',
  read: 'read',
  typing: 'typing',
} as const;

/** Server → client. */
export const SERVER_EVENTS = {
  /**
   * A new message in one of my conversations: mine from my other devices (the device that sent it
   * has it in its ack), theirs with my new unread total.
   */
  message: 'message',
  /** The other member's receipts moved: ticks of my messages change. */
  receipt: 'receipt',
  typing: 'typing',
  presence: 'presence',
  unread: 'unread',
  /** A conversation changed (closed, reopened, a message erased). */
  conversation: 'conversation',
  chatError: 'chat_error',
  /** The access token expired or was revoked: refresh it and reconnect. */
  sessionExpired: 'session_expired',
} as const;

export const sendFrameSchema = z
  .object({ conversationId: z.uuid(), clientId: z.uuid(), text: messageTextSchema })
  .strict();
export type SendFrame = z.input<typeof sendFrameSchema>;

export const receiptFrameSchema = z
  .object({ conversationId: z.uuid(), upToSeq: z.number().int().min(1) })
  .strict();
export type ReceiptFrame = z.input<typeof receiptFrameSchema>;

export const typingFrameSchema = z.object({ conversationId: z.uuid() }).strict();
export type TypingFrame = z.input<typeof typingFrameSchema>;

/** The problem of a refused frame: the same code, message key and field as the HTTP API's. */
export const socketProblemSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  messageKey: z.string(),
  field: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type SocketProblem = z.infer<typeof socketProblemSchema>;

export type SocketAck<T> = { ok: true; data: T } | { ok: false; problem: SocketProblem };

/**
 * `unread`: on the recipient's devices only, her unread total once this message is stored, so her
 * badge moves with the message itself rather than on a frame of its own.
 */
export const messageEventSchema = z.object({
  message: chatMessageSchema,
  conversation: conversationSchema,
  unread: z.number().int().optional(),
});
export type MessageEvent = z.infer<typeof messageEventSchema>;

export const receiptEventSchema = z.object({
  conversationId: z.string(),
  deliveredSeq: z.number().int(),
  readSeq: z.number().int(),
});
export type ReceiptEvent = z.infer<typeof receiptEventSchema>;

export const typingEventSchema = z.object({ conversationId: z.string(), memberId: z.string() });
export type TypingEvent = z.infer<typeof typingEventSchema>;

export const presenceEventSchema = z.object({ memberId: z.string(), presence: z.enum(PRESENCES) });
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

export const unreadEventSchema = z.object({ total: z.number().int() });
export type UnreadEvent = z.infer<typeof unreadEventSchema>;

export const conversationEventSchema = z.object({ conversation: conversationSchema });
export type ConversationEvent = z.infer<typeof conversationEventSchema>;
