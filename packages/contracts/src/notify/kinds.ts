import { z } from 'zod';

/** What a member (or a guardian) can be told about, one kind per fact another service announces. */
export const NOTIFICATION_KINDS = [
  /** social `follow.requested`: someone asks to follow my private profile (to the target). */
  'follow.requested',
  /** social `follow.accepted` of a request: my request was accepted (to the requester). */
  'follow.accepted',
  /** chat `conversation.started`: a member wrote to me first (to the one who did not start it). */
  'conversation.started',
  /** profile `reveal.requested`: a member asks to see my photos or CV (to the owner). */
  'reveal.requested',
  /** profile `reveal.granted`: a member opened their photos or CV to me (to the viewer). */
  'reveal.granted',
  /** cms `feedback.replied`: staff answered my message (to the member who sent it signed in). */
  'feedback.replied',
  /** billing `billing.notice.created`: trial reminders, trial ended, renewal, failed renewal, expiry. */
  'billing.notice',
  /** profile `profile.moderated`: staff approved or rejected my photo or about-me text. */
  'moderation.result',
  /** chat or profile `guardian.approval.requested`: a request waits for me (to the guardian). */
  'guardian.request',
  /**
   * chat or profile `guardian.approval.decided`: the guardian answered (to the member on every
   * answer; to the requester of a conversation too: "your request was answered").
   */
  'guardian.decision',
  /** search `suggestions.ready`: today's suggestions were picked (to the member). */
  'suggestions.ready',
  /** match `pair.waiting`: a step on a path toward nikah waits for me (a member or a guardian). */
  'pair.waiting',
  /** chat `call.missed`: a member called me and I did not answer (to the callee). */
  'call.missed',
  /** match `story.agreement.requested`: my spouse agreed to publish our story; it waits for me. */
  'story.agreement',
  /** match `story.decided`: staff published our success story or turned it back with a reason. */
  'story.decision',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** `off`: nothing is stored; `in_app`: the notification centre only; `email`: the centre and a mail. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'off'] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/**
 * Each kind's channel until the member chooses: a mail for what waits on the member or concerns
 * their account (a first message, a reply, billing, moderation, a reveal request), the centre
 * alone for the rest.
 */
export const DEFAULT_CHANNELS: Record<NotificationKind, NotificationChannel> = {
  'follow.requested': 'in_app',
  'follow.accepted': 'in_app',
  'conversation.started': 'email',
  'reveal.requested': 'email',
  'reveal.granted': 'in_app',
  'feedback.replied': 'email',
  'billing.notice': 'email',
  'moderation.result': 'email',
  'guardian.request': 'email',
  'guardian.decision': 'in_app',
  'suggestions.ready': 'in_app',
  'pair.waiting': 'email',
  'call.missed': 'in_app',
  'story.agreement': 'email',
  'story.decision': 'email',
};

/**
 * Where a notification points on the member site (a path without the locale prefix), from its
 * kind and ids alone: the API answers it and the mail carries it, and neither holds any text.
 */
export function notificationLink(
  kind: NotificationKind,
  ids: { actorId: string | null; subjectId: string | null },
): string {
  switch (kind) {
    case 'follow.requested':
      return '/profile/requests';
    case 'follow.accepted':
    case 'reveal.granted':
      return ids.actorId ? `/profile/${ids.actorId}` : '/profile';
    case 'conversation.started':
      return ids.subjectId ? `/chat/${ids.subjectId}` : '/profile/chat';
    case 'reveal.requested':
      return '/profile/privacy';
    case 'feedback.replied':
      return '/my-messages';
    case 'billing.notice':
      return '/subscription';
    case 'moderation.result':
      return '/profile';
    case 'guardian.request':
      return '/guardian/requests';
    case 'guardian.decision':
      return ids.actorId ? `/profile/${ids.actorId}` : '/profile';
    // The signed-in home shows them.
    case 'suggestions.ready':
      return '/';
    // A member opens the path with the proposer; a guardian (no actor) his wards' paths.
    case 'pair.waiting':
      return ids.actorId ? `/path/${ids.actorId}` : '/guardian/paths';
    // The conversation with the caller, where the missed call's line is.
    case 'call.missed':
      return ids.actorId ? `/chat/${ids.actorId}` : '/profile/chat';
    // The path with the spouse, where the story is written and agreed.
    case 'story.agreement':
    case 'story.decision':
      return ids.actorId ? `/path/${ids.actorId}` : '/stories';
  }
}
