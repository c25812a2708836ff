import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { applyFollowAccepted, applyFollowRequested, forgetFollow } from '../app/apply-follow.js';
import type { NotifyApp } from '../app/context.js';
import { eraseMember } from '../app/erase-member.js';
import { pushNewMessage } from '../app/plan-push.js';
import { recordNotification } from '../app/record-notification.js';
import {
  billingNotice,
  callMissed,
  conversationStarted,
  feedbackReplied,
  guardianDecision,
  guardianRequest,
  moderationResult,
  pairWaiting,
  revealGranted,
  revealRequested,
  storyAgreement,
  storyDecision,
  suggestionsReady,
} from '../domain/notification-of.js';
import { platform } from '../store/schema.js';

/** Events applied in one transaction at most (see `subscribeToEvents`). */
export const EVENT_BATCH_SIZE = 100;

/** The producers whose facts become notifications (and auth, for erasure). */
export const NOTIFY_SOURCES = ['auth', 'social', 'chat', 'profile', 'cms', 'billing', 'search', 'match'];

/**
 * The service's one consumer (group `notify`). Each handler runs in the inbox transaction (one for a
 * run of up to `EVENT_BATCH_SIZE` events), so a redelivered event tells the member once. Guardian events join here with the guardian step.
 */
export function subscribeToEvents(deps: ServiceDeps, app: NotifyApp) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'notify',
    producers: NOTIFY_SOURCES,
    // Every chat message passes through here (a push at most): a run of events shares one
    // transaction and one inbox insert instead of a transaction each.
    batchSize: EVENT_BATCH_SIZE,
    handlers: {
      'follow.requested': (e, tx) => applyFollowRequested(app, tx, e),
      'follow.accepted': (e, tx) => applyFollowAccepted(app, tx, e),
      'follow.rejected': (e, tx) => forgetFollow(app, tx, e.payload.followId),
      'follow.removed': (e, tx) => forgetFollow(app, tx, e.payload.followId),
      'conversation.started': (e, tx) => recordNotification(app, tx, conversationStarted(e)),
      'call.missed': (e, tx) => recordNotification(app, tx, callMissed(e)),
      // A push only (the chat keeps its own unread marks): once a conversation while she is away.
      'chat.message.sent': (e, tx) => pushNewMessage(app, tx, e.payload),
      'reveal.requested': (e, tx) => recordNotification(app, tx, revealRequested(e)),
      'reveal.granted': (e, tx) => recordNotification(app, tx, revealGranted(e)),
      'feedback.replied': (e, tx) => recordNotification(app, tx, feedbackReplied(e)),
      'billing.notice.created': (e, tx) => recordNotification(app, tx, billingNotice(e)),
      'profile.moderated': (e, tx) => recordNotification(app, tx, moderationResult(e)),
      // The guardian's approvals, from chat (conversations) and profile (reveals).
      'guardian.approval.requested': (e, tx) => recordNotification(app, tx, guardianRequest(e)),
      'guardian.approval.decided': async (e, tx) => {
        for (const d of guardianDecision(e)) await recordNotification(app, tx, d);
      },
      'suggestions.ready': (e, tx) => recordNotification(app, tx, suggestionsReady(e)),
      'pair.waiting': async (e, tx) => {
        for (const d of pairWaiting(e)) await recordNotification(app, tx, d);
      },
      'story.agreement.requested': (e, tx) => recordNotification(app, tx, storyAgreement(e)),
      'story.decided': async (e, tx) => {
        for (const d of storyDecision(e)) await recordNotification(app, tx, d);
      },
      'member.deleted': (e, tx) =>
        eraseMember(app, tx, {
          memberId: e.payload.memberId,
          deletedAt: new Date(e.payload.deletedAt),
          eventId: e.id,
        }),
    },
  });
}
