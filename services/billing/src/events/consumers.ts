import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import type { BillingApp } from '../app/context.js';
import { eraseMember } from '../app/erase-member.js';
import { recordMember, recordPhoneChange } from '../app/record-member.js';
import { platform } from '../store/schema.js';

/**
 * The service's one consumer (group `billing`; one subscription for every producer, see profile's
 * consumers.ts). Each handler runs one use case in the inbox transaction, so a redelivered event
 * acts once.
 */
export function subscribeToEvents(deps: ServiceDeps, app: BillingApp) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'billing',
    producers: ['auth'],
    handlers: {
      'member.registered': (event, tx) => recordMember(app, tx, event.payload),
      'member.contact.changed': (event, tx) => recordPhoneChange(app, tx, event.payload),
      'member.deleted': (event, tx) =>
        eraseMember(app, tx, {
          memberId: event.payload.memberId,
          deletedAt: new Date(event.payload.deletedAt),
          eventId: event.id,
        }),
    },
  });
}
