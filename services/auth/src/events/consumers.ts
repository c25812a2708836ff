import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { recordStaffAction } from '../app/audit-log.js';
import { recordGuardianDecision } from '../app/record-guardian-decision.js';
import type { AuthApp } from '../app/context.js';
import { mailNotification } from '../app/mail-notification.js';
import { recordProfileCompleteness } from '../app/record-completeness.js';
import { platform } from '../store/schema.js';

/** Every service where staff act appends `staff.acted` to its own topic; auth keeps the one log. */
export const AUDITED_PRODUCERS = ['auth', 'profile', 'social', 'chat', 'cms', 'billing', 'search'];

/**
 * The service's one consumer (one subscription for every topic; see profile's consumers.ts).
 * `staff.acted` from every producer, auth's own included, so all staff actions reach the log alike;
 * handlers run in the inbox transaction, so a redelivered event acts once.
 */
export function subscribeToEvents(deps: ServiceDeps, app: AuthApp) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'auth',
    // `notify`: the notifications its members chose to get by email (app/mail-notification.ts).
    producers: [...AUDITED_PRODUCERS, 'notify'],
    handlers: {
      'staff.acted': (event, tx) => recordStaffAction(tx, event.payload, event.producer),
      'notification.created': (event, tx) => mailNotification(app, tx, event.payload),
      // The guardian's answers (chat, profile) land in the member's guardian log.
      'guardian.approval.decided': (event, tx) => recordGuardianDecision(tx, event.payload),
      'profile.updated': (event, tx) => recordProfileCompleteness(tx, event.payload.profile),
    },
  });
}
