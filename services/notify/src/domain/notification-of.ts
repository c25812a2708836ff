import type { NotificationKind, NotificationParams, ParsedEvent } from '@mawadda/contracts';

/** A notification an event asks for: who is told, of what, by whom, about which thing. */
export interface NotificationDraft {
  memberId: string;
  kind: NotificationKind;
  actorId: string | null;
  subjectId: string | null;
  params: NotificationParams;
  at: Date;
}

const draft = (d: Omit<NotificationDraft, 'at'> & { at: string | null }): NotificationDraft => ({
  ...d,
  at: d.at ? new Date(d.at) : new Date(),
});

/*
 * The rules that turn another service's fact into a notification, as pure functions. Each answers
 * the member it concerns (never the one who acted: nobody is told of their own act), or null
 * when there is nobody to tell.
 */

export const followRequested = (e: ParsedEvent<'follow.requested'>) =>
  draft({
    memberId: e.payload.targetId,
    kind: 'follow.requested',
    actorId: e.payload.followerId,
    subjectId: e.payload.followId,
    params: {},
    at: e.payload.at,
  });

/** Only for a request that waited (`wasRequested`): a follow of a public profile is the follower's own act. */
export const followAccepted = (e: ParsedEvent<'follow.accepted'>, wasRequested: boolean) =>
  wasRequested
    ? draft({
        memberId: e.payload.followerId,
        kind: 'follow.accepted',
        actorId: e.payload.targetId,
        subjectId: e.payload.followId,
        params: {},
        at: e.payload.at,
      })
    : null;

/** To the member who did not start it. */
export const conversationStarted = (e: ParsedEvent<'conversation.started'>) =>
  e.payload.recipientId === e.payload.starterId
    ? null
    : draft({
        memberId: e.payload.recipientId,
        kind: 'conversation.started',
        actorId: e.payload.starterId,
        subjectId: e.payload.conversationId,
        params: {},
        at: e.payload.at,
      });

export const revealRequested = (e: ParsedEvent<'reveal.requested'>) =>
  draft({
    memberId: e.payload.ownerId,
    kind: 'reveal.requested',
    actorId: e.payload.requesterId,
    subjectId: e.payload.requestId,
    params: { subject: e.payload.subject },
    at: e.payload.at,
  });

export const revealGranted = (e: ParsedEvent<'reveal.granted'>) =>
  draft({
    memberId: e.payload.viewerId,
    kind: 'reveal.granted',
    actorId: e.payload.ownerId,
    subjectId: null,
    params: { subject: e.payload.subject },
    at: e.payload.at,
  });

/** Guests' messages have no member to tell (they read the reply by mail from cms's own flow). */
export const feedbackReplied = (e: ParsedEvent<'feedback.replied'>) =>
  e.payload.memberId
    ? draft({
        memberId: e.payload.memberId,
        kind: 'feedback.replied',
        actorId: null,
        subjectId: e.payload.feedbackId,
        params: { status: e.payload.status },
        at: e.payload.repliedAt,
      })
    : null;

export const billingNotice = (e: ParsedEvent<'billing.notice.created'>) =>
  draft({
    memberId: e.payload.memberId,
    kind: 'billing.notice',
    actorId: null,
    subjectId: e.payload.noticeId,
    params: { code: e.payload.code },
    at: e.payload.at,
  });

export const moderationResult = (e: ParsedEvent<'profile.moderated'>) =>
  draft({
    memberId: e.payload.memberId,
    kind: 'moderation.result',
    actorId: null,
    subjectId: e.payload.itemId,
    params: { item: e.payload.kind, decision: e.payload.decision, reason: e.payload.reason },
    at: e.payload.at,
  });

/*
 * The guardian's approvals (chat for conversations, profile for reveals). The guardian has no
 * profile, so the actor named is the other member concerned.
 */

/** A request waits for the guardian. */
export const guardianRequest = (e: ParsedEvent<'guardian.approval.requested'>) =>
  draft({
    memberId: e.payload.guardianId,
    kind: 'guardian.request',
    actorId: e.payload.requesterId,
    subjectId: e.payload.requestId,
    params: { subject: e.payload.subject, memberId: e.payload.memberId },
    at: e.payload.at,
  });

/**
 * The guardian answered: the member is told every answer; the requester of a conversation is told
 * it was answered (he reads "declined" on the conversation anyway; a reveal's requester learns an
 * approval from `reveal.granted` and nothing of a decline).
 */
export const guardianDecision = (e: ParsedEvent<'guardian.approval.decided'>): NotificationDraft[] => {
  const p = e.payload;
  const params = { subject: p.subject, decision: p.decision };
  const toMember = draft({
    memberId: p.memberId,
    kind: 'guardian.decision',
    actorId: p.requesterId,
    subjectId: p.requestId,
    params,
    at: p.at,
  });
  if (p.subject !== 'conversation') return [toMember];
  return [
    toMember,
    draft({
      memberId: p.requesterId,
      kind: 'guardian.decision',
      actorId: p.memberId,
      subjectId: p.requestId,
      params: { subject: p.subject, decision: 'answered' },
      at: p.at,
    }),
  ];
};

/**
 * Search picked the member's suggestions of her local day: the day is the subject, so the store
 * keeps one a day however often search says it. No suggestion, nothing to tell.
 */
/**
 * A step on a path toward nikah waits for these accounts: each is told once (the pair and the
 * proposal's time are the subject). A member's points at the proposer; a guardian's at his wards'.
 */
export const pairWaiting = (e: ParsedEvent<'pair.waiting'>) =>
  e.payload.waitingFor.map((w) =>
    draft({
      memberId: w.accountId,
      kind: 'pair.waiting',
      actorId: w.role === 'member' ? e.payload.proposedBy : null,
      subjectId: e.payload.pairId,
      params: { stage: e.payload.toStage },
      at: e.payload.at,
    }),
  );

/** One spouse agreed to publish the story: the other is asked (the story is the subject). */
export const storyAgreement = (e: ParsedEvent<'story.agreement.requested'>) =>
  draft({
    memberId: e.payload.waitingFor,
    kind: 'story.agreement',
    actorId: e.payload.agreedBy,
    subjectId: e.payload.storyId,
    params: {},
    at: e.payload.at,
  });

/** Staff decided the story: both spouses are told, each pointed at the path with the other. */
export const storyDecision = (e: ParsedEvent<'story.decided'>) =>
  e.payload.memberIds.map((memberId) =>
    draft({
      memberId,
      kind: 'story.decision',
      actorId: e.payload.memberIds.find((id) => id !== memberId) ?? null,
      // One per decision: a story rejected, edited and approved tells both twice.
      subjectId: `${e.payload.storyId}:${e.payload.at}`,
      params: { decision: e.payload.decision },
      at: e.payload.at,
    }),
  );

export const suggestionsReady = (e: ParsedEvent<'suggestions.ready'>) =>
  e.payload.count > 0
    ? draft({
        memberId: e.payload.memberId,
        kind: 'suggestions.ready',
        actorId: null,
        subjectId: e.payload.day,
        params: { count: e.payload.count },
        at: e.payload.at,
      })
    : null;

/** To the member who did not answer: the caller is the actor, the call the subject. */
export const callMissed = (e: ParsedEvent<'call.missed'>) =>
  draft({
    memberId: e.payload.calleeId,
    kind: 'call.missed',
    actorId: e.payload.callerId,
    subjectId: e.payload.callId,
    params: { media: e.payload.media },
    at: e.payload.at,
  });
