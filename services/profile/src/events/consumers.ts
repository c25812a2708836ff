import { subscribeConsumer, type EventHandlers, type ServiceDeps } from '@mawadda/kit';
import type { ProfileApp } from '../app/context.js';
import { applyContact } from '../app/apply-contact.js';
import { createProfile } from '../app/create-profile.js';
import { eraseMember } from '../app/erase-member.js';
import { applyGuardianToReveals, withdrawGuardianReveals } from '../app/guardian-reveal-requests.js';
import { platform } from '../store/schema.js';
import { socialHandlers } from './social-consumer.js';
import { verifiedHandlers } from './verified-consumer.js';

/**
 * One subscription, not one per topic: kafkajs spreads a group's partitions over the union of its
 * members' topics, so a second member on other topics would be handed partitions it does not read.
 * Each handler runs in the inbox transaction, so a redelivered event acts once.
 */
export function subscribeToEvents(deps: ServiceDeps, app: ProfileApp) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'profile',
    producers: ['auth', 'social', 'chat'],
    handlers: {
      ...accountHandlers(app),
      ...socialHandlers(app),
      ...chatHandlers(app),
      ...verifiedHandlers(app),
      // The owner's guardian, and reveals waiting for them (README: reveal and watermarks).
      'guardian.changed': (event, tx) => applyGuardianToReveals(app, tx, event.payload),
    },
  });
}

/** The profile exists from `member.registered` on, and goes with every file on `member.deleted`. */
function accountHandlers(app: ProfileApp): EventHandlers {
  return {
    'member.registered': (event, tx) => createProfile(app, tx, event.payload),
    'member.deleted': (event, tx) => eraseMember(app, tx, event.payload.memberId),
    // A suspended member's reveals waiting for a guardian are withdrawn (either side).
    'member.suspended': (event, tx) => withdrawGuardianReveals(app, tx, event.payload.memberId),
  };
}

/** Members who talked may reveal to each other: the pair is kept as a contact. */
function chatHandlers(app: ProfileApp): EventHandlers {
  return {
    'conversation.started': ({ payload: c }, tx) =>
      applyContact(app, tx, { starterId: c.starterId, recipientId: c.recipientId, at: new Date(c.at) }),
  };
}
