import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { recordMember, setAccountStatus } from '../app/apply-account.js';
import { applyEntitlement } from '../app/apply-entitlement.js';
import { applyBlock, applyFollow } from '../app/apply-graph.js';
import type { ChatApp } from '../app/context.js';
import { eraseMember } from '../app/erase-member.js';
import { applyGuardianChanged } from '../app/guardian-requests.js';
import { platform } from '../store/schema.js';

/**
 * The service's one consumer (group `chat`), one subscription for every producer (profile's
 * consumers.ts says why). Each handler runs one use case in the inbox transaction; open devices are
 * told after commit.
 */
export function subscribeToEvents(deps: ServiceDeps, app: ChatApp) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'chat',
    producers: ['auth', 'profile', 'social', 'billing'],
    handlers: {
      'member.registered': (e, tx) => recordMember(app, tx, e.payload),
      'member.suspended': (e, tx) => setAccountStatus(app, tx, e.payload.memberId, 'suspended'),
      'member.reinstated': (e, tx) => setAccountStatus(app, tx, e.payload.memberId, 'active'),
      'member.deleted': (e, tx) =>
        eraseMember(app, tx, {
          memberId: e.payload.memberId,
          deletedAt: new Date(e.payload.deletedAt),
          eventId: e.id,
        }),
      'profile.updated': (e, tx) =>
        app.members.setVisibility(tx, {
          memberId: e.payload.profile.memberId,
          kind: e.payload.profile.kind,
          visibility: e.payload.profile.visibility,
        }),
      'profile.visibility.changed': (e, tx) => app.members.setVisibility(tx, e.payload),
      'follow.accepted': (e, tx) => applyFollow(app, tx, e.payload, true),
      'follow.removed': (e, tx) => applyFollow(app, tx, e.payload, false),
      'member.blocked': (e, tx) => applyBlock(app, tx, e.payload, true),
      'member.unblocked': (e, tx) => applyBlock(app, tx, e.payload, false),
      // Billing's one answer ("premium until", versioned); its trial and subscription events say
      // what happened, which chat has no need of.
      'entitlement.changed': (e, tx) => applyEntitlement(app, tx, e.payload),
      // The member's guardian and what they approve or read (README: guardian).
      'guardian.changed': (e, tx) => applyGuardianChanged(app, tx, e.payload),
    },
  });
}
