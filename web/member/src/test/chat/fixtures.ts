import {
  chatMessageSchema,
  chatWithSchema,
  conversationSchema,
  type ChatMessage,
  type ChatWith,
  type Conversation,
} from '@mawadda/contracts';
import { HUDA_ID, KHALID_ID, tokenFor } from '../social/fixtures';

export { HUDA_ID, KHALID_ID, tokenFor };

/** The signed-in member of the chat tests. */
export const ME = '0190a0e2-9999-7c3d-a2f1-0e9d8c7b6a09';
export const CONVERSATION_ID = '0190a0e2-aaaa-7c3d-a2f1-0e9d8c7b6a0a';
export const OTHER_CONVERSATION_ID = '0190a0e2-bbbb-7c3d-a2f1-0e9d8c7b6a0b';

/** A moment in the test's local time zone: days ago, hour, minute. */
export const at = (daysAgo: number, hour: number, minute = 0, now = NOW) => {
  const d = new Date(now);
  d.setDate(d.getDate() - daysAgo);
  d.setHours(hour, minute, 0, 0);
  return d.toISOString();
};
/** "Now" in the tests that fix the clock: a Friday noon, local time. */
export const NOW = new Date(2026, 10, 20, 12, 0, 0);

/** A message as the API answers it (parsed: a fixture off contract fails here). */
export const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage =>
  chatMessageSchema.parse({
    id: `0190a0e2-${String(seq).padStart(4, '0')}-7c3d-a2f1-0e9d8c7b6a00`,
    conversationId: CONVERSATION_ID,
    seq,
    senderId: HUDA_ID,
    clientId: `0190a0e2-${String(seq).padStart(4, '0')}-4c3d-a2f1-0e9d8c7b6a00`,
    text: `Message ${seq}`,
    removed: false,
    sentAt: at(0, 9, seq),
    state: 'read',
    ...over,
  });

export const conversation = (over: Partial<Conversation> = {}): Conversation =>
  conversationSchema.parse({
    id: CONVERSATION_ID,
    memberId: HUDA_ID,
    status: 'open',
    closedReason: null,
    closedByMe: false,
    startedByMe: true,
    lastMessage: null,
    unread: 0,
    presence: 'online',
    deliveredSeq: 0,
    readSeq: 0,
    updatedAt: at(0, 9),
    ...over,
  });

export const chatWith = (over: Partial<ChatWith> = {}): ChatWith =>
  chatWithSchema.parse({ conversation: conversation(), canWrite: true, refusal: null, ...over });

/** A page of history, newest first as the API answers it. */
export const page = (items: ChatMessage[], next: string | null = null) => ({
  body: { items: [...items].sort((a, b) => b.seq - a.seq), next },
});
