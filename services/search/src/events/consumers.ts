import {
  accountStatusPayloadSchema,
  conversationStartedPayloadSchema,
  entitlementChangedPayloadSchema,
  followAcceptedPayloadSchema,
  followRejectedPayloadSchema,
  followRequestedPayloadSchema,
  guardianChangedPayloadSchema,
  followRemovedPayloadSchema,
  memberActivePayloadSchema,
  memberBlockPayloadSchema,
  memberDeletedPayloadSchema,
  memberRegisteredPayloadSchema,
  pairMarriedPayloadSchema,
  profilePreferencesChangedPayloadSchema,
  profileUpdatedPayloadSchema,
  profileVisibilityChangedPayloadSchema,
} from '@mawadda/contracts';
import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { applyAccountStatus } from '../app/apply-account-status.js';
import { applyActivity } from '../app/apply-activity.js';
import { applyConversationStarted, applyFollowEnded, applyFollowRequested } from '../app/apply-approach.js';
import { applyBlock, applyUnblock } from '../app/apply-block.js';
import { applyErasure } from '../app/apply-erasure.js';
import { applyMarriage } from '../app/apply-marriage.js';
import { applyFollow, applyUnfollow } from '../app/apply-follow.js';
import { applyPreferences } from '../app/apply-preferences.js';
import { applyProfile } from '../app/apply-profile.js';
import { applyRegistration } from '../app/apply-registration.js';
import { applyVisibility } from '../app/apply-visibility.js';
import type { SearchApp } from '../app/context.js';
import type { IndexWriteBuffer } from '../index/write-buffer.js';
import { platform } from '../store/schema.js';

/**
 * The read model is built from events alone (DESIGN §3), one group for every topic (a second
 * subscription in a group starves under kafkajs). Photo events change nothing: profile decides who
 * sees a photo. A batch makes one index write, so catching up after an outage stays quick.
 */
export const EVENT_BATCH_SIZE = 500;

/** `index` wraps `base.index`; the composition root builds it, as the consumer may not reach an adapter. */
export function subscribeToSources(deps: ServiceDeps, base: SearchApp, index: IndexWriteBuffer) {
  const app: SearchApp = { ...base, index };
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'search',
    producers: ['auth', 'profile', 'social', 'chat', 'billing', 'match'],
    batchSize: EVENT_BATCH_SIZE,
    unitOfWork: (tx) => index.open(tx),
    // A snapshot carries the whole searchable profile: of several edits of a member in one batch
    // only the newest needs applying (an older one applied after it would be ignored anyway).
    snapshots: {
      'profile.updated': (e) => {
        const { memberId, updatedAt } = profileUpdatedPayloadSchema.parse(e.payload).profile;
        return { subject: memberId, version: Date.parse(updatedAt) };
      },
    },
    handlers: {
      'member.registered': (e, tx) =>
        applyRegistration(app, tx, memberRegisteredPayloadSchema.parse(e.payload)),
      'member.suspended': (e, tx) =>
        applyAccountStatus(app, tx, accountStatusPayloadSchema.parse(e.payload).memberId, 'suspended'),
      'member.reinstated': (e, tx) =>
        applyAccountStatus(app, tx, accountStatusPayloadSchema.parse(e.payload).memberId, 'active'),
      'member.deleted': (e, tx) => {
        const p = memberDeletedPayloadSchema.parse(e.payload);
        return applyErasure(app, tx, p.memberId, new Date(p.deletedAt));
      },
      'pair.married': (e, tx) => {
        const p = pairMarriedPayloadSchema.parse(e.payload);
        return applyMarriage(app, tx, p.memberIds, new Date(p.at));
      },
      'profile.updated': (e, tx) =>
        applyProfile(app, tx, profileUpdatedPayloadSchema.parse(e.payload).profile),
      'profile.preferences.changed': (e, tx) => {
        const p = profilePreferencesChangedPayloadSchema.parse(e.payload);
        return applyPreferences(app, tx, p.memberId, p.preferences, new Date(p.changedAt));
      },
      'profile.visibility.changed': (e, tx) => {
        const p = profileVisibilityChangedPayloadSchema.parse(e.payload);
        return applyVisibility(app, tx, p.memberId, p.visibility);
      },
      'member.active': (e, tx) => {
        const p = memberActivePayloadSchema.parse(e.payload);
        return applyActivity(app, tx, p.memberId, new Date(p.at));
      },
      'member.blocked': (e, tx) => {
        const p = memberBlockPayloadSchema.parse(e.payload);
        return applyBlock(app, tx, p.blockerId, p.blockedId);
      },
      'member.unblocked': (e, tx) => {
        const p = memberBlockPayloadSchema.parse(e.payload);
        return applyUnblock(app, tx, p.blockerId, p.blockedId);
      },
      'follow.requested': (e, tx) => {
        const p = followRequestedPayloadSchema.parse(e.payload);
        return applyFollowRequested(app, tx, p.followerId, p.targetId);
      },
      'follow.accepted': async (e, tx) => {
        const p = followAcceptedPayloadSchema.parse(e.payload);
        await applyFollow(app, tx, p.followerId, p.targetId);
        await applyFollowRequested(app, tx, p.followerId, p.targetId);
      },
      'follow.rejected': (e, tx) => {
        const p = followRejectedPayloadSchema.parse(e.payload);
        return applyFollowEnded(app, tx, p.followerId, p.targetId);
      },
      // A request withdrawn or a follow ended: its rows go.
      'follow.removed': async (e, tx) => {
        const p = followRemovedPayloadSchema.parse(e.payload);
        await applyUnfollow(app, tx, p.followerId, p.targetId);
        await applyFollowEnded(app, tx, p.followerId, p.targetId);
      },
      'conversation.started': (e, tx) => {
        const p = conversationStartedPayloadSchema.parse(e.payload);
        return applyConversationStarted(app, tx, p.starterId, p.recipientId);
      },
      'entitlement.changed': (e, tx) =>
        app.entitlements.apply(tx, entitlementChangedPayloadSchema.parse(e.payload)),
      'guardian.changed': (e, tx) => app.guardians.apply(tx, guardianChangedPayloadSchema.parse(e.payload)),
    },
  });
}
