import type { CloseReason, ReportReason } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';

export const CHAT_PRODUCER = 'chat';

/*
 * What chat tells others (contracts/chat/events.ts): ids and times, never a message's text.
 * Keyed by the member the event is about: the recipient, the reported member, the first member
 * of a closed pair.
 */

export const conversationStarted = (c: {
  conversationId: string;
  starterId: string;
  recipientId: string;
  at: Date;
}): NewEvent<'conversation.started'> => ({
  type: 'conversation.started',
  key: c.recipientId,
  payload: { ...c, at: c.at.toISOString() },
});

export const conversationClosed = (c: {
  conversationId: string;
  closedBy: string | null;
  memberIds: string[];
  reason: CloseReason;
  at: Date;
}): NewEvent<'conversation.closed'> => ({
  type: 'conversation.closed',
  key: c.memberIds[0]!,
  payload: { ...c, at: c.at.toISOString() },
});

export const messageSent = (m: {
  messageId: string;
  conversationId: string;
  senderId: string;
  recipientId: string;
  at: Date;
}): NewEvent<'chat.message.sent'> => ({
  type: 'chat.message.sent',
  key: m.recipientId,
  payload: { ...m, at: m.at.toISOString() },
});

export const conversationReported = (r: {
  snapshotId: string;
  conversationId: string;
  reporterId: string;
  memberId: string;
  messageIds: string[];
  reason: ReportReason;
  details: string;
  at: Date;
}): NewEvent<'conversation.reported'> => ({
  type: 'conversation.reported',
  key: r.memberId,
  payload: { ...r, at: r.at.toISOString() },
});

/**
 * A conversation waits for the member's guardian, and the guardian's answer (ids only, keyed by the
 * member: auth keeps her activity log, notify tells the guardian).
 */
export const guardianApproval = (r: {
  requestId: string;
  memberId: string;
  guardianId: string;
  requesterId: string;
  at: Date;
}): NewEvent<'guardian.approval.requested'> => ({
  type: 'guardian.approval.requested',
  key: r.memberId,
  payload: { ...r, subject: 'conversation', at: r.at.toISOString() },
});

export const guardianDecision = (r: {
  requestId: string;
  memberId: string;
  guardianId: string;
  requesterId: string;
  decision: 'approved' | 'declined';
  at: Date;
}): NewEvent<'guardian.approval.decided'> => ({
  type: 'guardian.approval.decided',
  key: r.memberId,
  payload: { ...r, subject: 'conversation', at: r.at.toISOString() },
});

export const callMissed = (c: {
  callId: string;
  conversationId: string;
  callerId: string;
  calleeId: string;
  media: 'voice' | 'video';
  at: Date;
}): NewEvent<'call.missed'> => ({
  type: 'call.missed',
  key: c.calleeId,
  payload: { ...c, at: c.at.toISOString() },
});
