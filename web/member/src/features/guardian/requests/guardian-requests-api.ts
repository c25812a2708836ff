import {
  conversationPageSchema,
  guardianConversationRequestListSchema,
  guardianDecisionSchema,
  guardianLinkedMembersSchema,
  guardianRevealRequestListSchema,
  messagePageSchema,
  type ConversationPage,
  type GuardianDecision,
  type GuardianLinkedMember,
  type MessagePage,
} from '@mawadda/contracts';
import { api } from '../../../lib/api';

/**
 * One request waiting for the guardian, from chat (a conversation with its first message) or
 * profile (photos or CV to be shown to one member), merged for the page, oldest first.
 */
export interface GuardianRequestItem {
  id: string;
  from: 'chat' | 'profile';
  memberId: string;
  requesterId: string;
  subject: 'conversation' | 'photos' | 'cv';
  firstMessage: string | null;
  at: string;
}

/** Both services' pending requests for me (chat and profile READMEs, guardian). */
export async function fetchGuardianRequests(signal?: AbortSignal): Promise<GuardianRequestItem[]> {
  const [chat, profile] = await Promise.all([
    api('/chat/guardian/requests', { schema: guardianConversationRequestListSchema, signal }),
    api('/profile/guardian/requests', { schema: guardianRevealRequestListSchema, signal }),
  ]);
  return [
    ...chat.items.map((r): GuardianRequestItem => ({
      id: r.id,
      from: 'chat',
      memberId: r.memberId,
      requesterId: r.requesterId,
      subject: 'conversation',
      firstMessage: r.firstMessage,
      at: r.at,
    })),
    ...profile.items.map((r): GuardianRequestItem => ({
      id: r.id,
      from: 'profile',
      memberId: r.memberId,
      requesterId: r.requesterId,
      subject: r.subject,
      firstMessage: null,
      at: r.at,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

export const decideGuardianRequest = (
  item: Pick<GuardianRequestItem, 'id' | 'from'>,
  answer: 'approve' | 'decline',
): Promise<GuardianDecision> =>
  api(`/${item.from}/guardian/requests/${encodeURIComponent(item.id)}/${answer}`, {
    method: 'POST',
    schema: guardianDecisionSchema,
  });

/** The members I am guardian of, with what they let me do (auth). */
export const fetchLinkedMembers = (signal?: AbortSignal): Promise<GuardianLinkedMember[]> =>
  api('/auth/guardian/members', { schema: guardianLinkedMembersSchema, signal });

/** A member's conversations, read-only, while she lets me read them. */
export const fetchMemberConversations = (
  memberId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ConversationPage> =>
  api(
    `/chat/guardian/members/${encodeURIComponent(memberId)}/conversations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    { schema: conversationPageSchema, signal },
  );

export const fetchMemberMessages = (
  memberId: string,
  conversationId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessagePage> =>
  api(
    `/chat/guardian/members/${encodeURIComponent(memberId)}/conversations/${encodeURIComponent(conversationId)}/messages${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    { schema: messagePageSchema, signal },
  );
