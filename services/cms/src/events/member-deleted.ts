import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { eraseMemberFeedback } from '../app/erase-member-feedback.js';
import { platform } from '../store/schema.js';

/**
 * The one event this service reacts to: erasure. The payload arrives parsed by the contracts'
 * registry; the inbox makes a replay harmless.
 */
export function subscribeToMemberDeletions(deps: ServiceDeps) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'cms',
    producers: ['auth'],
    handlers: {
      'member.deleted': (event, tx) =>
        eraseMemberFeedback(tx, {
          memberId: event.payload.memberId,
          deletedAt: new Date(event.payload.deletedAt),
          eventId: event.id,
        }),
    },
  });
}
