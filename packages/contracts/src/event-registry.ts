import type { z } from 'zod';
import {
  billingNoticeCreatedPayloadSchema,
  entitlementChangedPayloadSchema,
  paymentFailedPayloadSchema,
  paymentSucceededPayloadSchema,
  subscriptionCanceledPayloadSchema,
  subscriptionExpiredPayloadSchema,
  subscriptionRenewedPayloadSchema,
  subscriptionResumedPayloadSchema,
  subscriptionStartedPayloadSchema,
  trialStartedPayloadSchema,
} from './billing/events.js';
import {
  callMissedPayloadSchema,
  chatMessageSentPayloadSchema,
  conversationClosedPayloadSchema,
  conversationReportedPayloadSchema,
  conversationStartedPayloadSchema,
} from './chat/events.js';
import {
  contentChangedPayloadSchema,
  feedbackRepliedPayloadSchema,
  feedbackSubmittedPayloadSchema,
} from './cms-events.js';
import {
  accountStatusPayloadSchema,
  memberDeletedPayloadSchema,
  memberRegisteredPayloadSchema,
  sessionsRevokedPayloadSchema,
  type EventEnvelope,
} from './events.js';
import {
  memberActivePayloadSchema,
  profileModeratedPayloadSchema,
  profilePhotoPayloadSchema,
  profileUpdatedPayloadSchema,
  profileVisibilityChangedPayloadSchema,
} from './profile/events.js';
import { profilePreferencesChangedPayloadSchema } from './profile/preferences.js';
import { revealChangedPayloadSchema, revealRequestedPayloadSchema } from './profile/reveal-events.js';
import {
  followAcceptedPayloadSchema,
  followRejectedPayloadSchema,
  followRemovedPayloadSchema,
  followRequestedPayloadSchema,
  memberBlockPayloadSchema,
  memberReportedPayloadSchema,
} from './social/events.js';
import { staffActedPayloadSchema } from './staff/audit.js';
import {
  pairEndedPayloadSchema,
  pairMarriedPayloadSchema,
  pairStageChangedPayloadSchema,
  pairWaitingPayloadSchema,
  storyAgreementRequestedPayloadSchema,
  storyDecidedPayloadSchema,
  storyWithdrawnPayloadSchema,
} from './match/events.js';
import {
  guardianApprovalDecidedPayloadSchema,
  guardianApprovalRequestedPayloadSchema,
  guardianChangedPayloadSchema,
} from './guardian/events.js';
import { notificationCreatedPayloadSchema } from './notify/events.js';
import { suggestionsReadyPayloadSchema } from './search/suggestions.js';
import { memberVerifiedPayloadSchema } from './auth/verification.js';
import { memberContactChangedPayloadSchema } from './auth/account-security.js';

/**
 * Every event the platform publishes (DESIGN §4): producers append only listed shapes, consumers
 * parse in one place, and an invalid event is dead-lettered, never half-applied. Payloads gain
 * optional fields only; a breaking change is a new version, handled beside the old one.
 */
export const EVENT_REGISTRY = {
  'member.registered': { producer: 'auth', version: 1, payload: memberRegisteredPayloadSchema },
  'member.deleted': { producer: 'auth', version: 1, payload: memberDeletedPayloadSchema },
  'member.suspended': { producer: 'auth', version: 1, payload: accountStatusPayloadSchema },
  'member.reinstated': { producer: 'auth', version: 1, payload: accountStatusPayloadSchema },
  'sessions.revoked': { producer: 'auth', version: 1, payload: sessionsRevokedPayloadSchema },
  'member.verified': { producer: 'auth', version: 1, payload: memberVerifiedPayloadSchema },
  'member.contact.changed': { producer: 'auth', version: 1, payload: memberContactChangedPayloadSchema },
  'profile.updated': { producer: 'profile', version: 1, payload: profileUpdatedPayloadSchema },
  'profile.visibility.changed': {
    producer: 'profile',
    version: 1,
    payload: profileVisibilityChangedPayloadSchema,
  },
  'profile.preferences.changed': {
    producer: 'profile',
    version: 1,
    payload: profilePreferencesChangedPayloadSchema,
  },
  'profile.photo.added': { producer: 'profile', version: 1, payload: profilePhotoPayloadSchema },
  'profile.photo.removed': { producer: 'profile', version: 1, payload: profilePhotoPayloadSchema },
  'reveal.requested': { producer: 'profile', version: 1, payload: revealRequestedPayloadSchema },
  'reveal.granted': { producer: 'profile', version: 1, payload: revealChangedPayloadSchema },
  'reveal.revoked': { producer: 'profile', version: 1, payload: revealChangedPayloadSchema },
  'member.active': { producer: 'profile', version: 1, payload: memberActivePayloadSchema },
  'follow.requested': { producer: 'social', version: 1, payload: followRequestedPayloadSchema },
  'follow.accepted': { producer: 'social', version: 1, payload: followAcceptedPayloadSchema },
  'follow.rejected': { producer: 'social', version: 1, payload: followRejectedPayloadSchema },
  'follow.removed': { producer: 'social', version: 1, payload: followRemovedPayloadSchema },
  'member.blocked': { producer: 'social', version: 1, payload: memberBlockPayloadSchema },
  'member.unblocked': { producer: 'social', version: 1, payload: memberBlockPayloadSchema },
  'member.reported': { producer: 'social', version: 1, payload: memberReportedPayloadSchema },
  'feedback.submitted': { producer: 'cms', version: 1, payload: feedbackSubmittedPayloadSchema },
  'feedback.replied': { producer: 'cms', version: 1, payload: feedbackRepliedPayloadSchema },
  'content.changed': { producer: 'cms', version: 1, payload: contentChangedPayloadSchema },
  'conversation.started': { producer: 'chat', version: 1, payload: conversationStartedPayloadSchema },
  'conversation.closed': { producer: 'chat', version: 1, payload: conversationClosedPayloadSchema },
  'conversation.reported': { producer: 'chat', version: 1, payload: conversationReportedPayloadSchema },
  'chat.message.sent': { producer: 'chat', version: 1, payload: chatMessageSentPayloadSchema },
  'call.missed': { producer: 'chat', version: 1, payload: callMissedPayloadSchema },
  'trial.started': { producer: 'billing', version: 1, payload: trialStartedPayloadSchema },
  'subscription.started': { producer: 'billing', version: 1, payload: subscriptionStartedPayloadSchema },
  'subscription.expired': { producer: 'billing', version: 1, payload: subscriptionExpiredPayloadSchema },
  'subscription.renewed': { producer: 'billing', version: 1, payload: subscriptionRenewedPayloadSchema },
  'subscription.canceled': { producer: 'billing', version: 1, payload: subscriptionCanceledPayloadSchema },
  'subscription.resumed': { producer: 'billing', version: 1, payload: subscriptionResumedPayloadSchema },
  'entitlement.changed': { producer: 'billing', version: 1, payload: entitlementChangedPayloadSchema },
  'payment.succeeded': { producer: 'billing', version: 1, payload: paymentSucceededPayloadSchema },
  'payment.failed': { producer: 'billing', version: 1, payload: paymentFailedPayloadSchema },
  'billing.notice.created': { producer: 'billing', version: 1, payload: billingNoticeCreatedPayloadSchema },
  'profile.moderated': { producer: 'profile', version: 1, payload: profileModeratedPayloadSchema },
  'notification.created': { producer: 'notify', version: 1, payload: notificationCreatedPayloadSchema },
  'suggestions.ready': { producer: 'search', version: 1, payload: suggestionsReadyPayloadSchema },
  'pair.stage.changed': { producer: 'match', version: 1, payload: pairStageChangedPayloadSchema },
  'pair.waiting': { producer: 'match', version: 1, payload: pairWaitingPayloadSchema },
  'pair.married': { producer: 'match', version: 1, payload: pairMarriedPayloadSchema },
  'pair.ended': { producer: 'match', version: 1, payload: pairEndedPayloadSchema },
  'story.agreement.requested': {
    producer: 'match',
    version: 1,
    payload: storyAgreementRequestedPayloadSchema,
  },
  'story.decided': { producer: 'match', version: 1, payload: storyDecidedPayloadSchema },
  'story.withdrawn': { producer: 'match', version: 1, payload: storyWithdrawnPayloadSchema },
  // Appended by every service where staff act (its topic is that service's); auth keeps the log.
  'guardian.changed': { producer: 'auth', version: 1, payload: guardianChangedPayloadSchema },
  'guardian.approval.requested': {
    producer: 'any',
    version: 1,
    payload: guardianApprovalRequestedPayloadSchema,
  },
  'guardian.approval.decided': {
    producer: 'any',
    version: 1,
    payload: guardianApprovalDecidedPayloadSchema,
  },
  'staff.acted': { producer: 'any', version: 1, payload: staffActedPayloadSchema },
} as const satisfies Record<string, { producer: string; version: number; payload: z.ZodType }>;

export type EventType = keyof typeof EVENT_REGISTRY;
/** The payload of an event type as its producer writes it (before defaults). */
export type EventPayloadIn<T extends EventType> = z.input<(typeof EVENT_REGISTRY)[T]['payload']>;
/** The payload of an event type as a consumer receives it (parsed, defaults applied). */
export type EventPayload<T extends EventType> = z.output<(typeof EVENT_REGISTRY)[T]['payload']>;

export const isEventType = (type: string): type is EventType => Object.hasOwn(EVENT_REGISTRY, type);

export type ParsedEvent<T extends EventType = EventType> = EventEnvelope<EventPayload<T>> & { type: T };

/** Why an envelope cannot be applied, or its parsed form. */
export type EventParse = { ok: true; event: ParsedEvent } | { ok: false; reason: string };

/**
 * Parses an envelope's payload against the registry. The reason names the type and the failing
 * paths, never the values: a dead letter's reason must not copy personal data out of a payload.
 */
export function parseEvent(envelope: EventEnvelope): EventParse {
  if (!isEventType(envelope.type)) return { ok: false, reason: `unknown event type "${envelope.type}"` };
  const entry = EVENT_REGISTRY[envelope.type];
  if (envelope.version !== entry.version)
    return {
      ok: false,
      reason: `${envelope.type} version ${envelope.version} is not understood (expected ${entry.version})`,
    };
  const parsed = entry.payload.safeParse(envelope.payload);
  if (!parsed.success)
    return {
      ok: false,
      reason: `malformed ${envelope.type} payload: ${parsed.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(root)'} ${i.code}`)
        .join('; ')}`,
    };
  return { ok: true, event: { ...envelope, payload: parsed.data } as ParsedEvent };
}
