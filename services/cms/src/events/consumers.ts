import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { eraseMemberFeedback } from '../app/erase-member-feedback.js';
import { mailGuestReply, type ReplyMailer } from '../app/mail-guest-reply.js';
import { platform } from '../store/schema.js';
import { CMS_PRODUCER } from './cms-events.js';

/**
 * One subscription of group `cms` (with Kafka, one consumer per topic in one group would leave
 * partitions unread): erasure, and its own `feedback.replied`, so a guest's reply is mailed only
 * once committed and retried when the mail server fails. The inbox makes a replay harmless.
 */
export function subscribeToEvents(deps: ServiceDeps, replies: () => ReplyMailer) {
  return subscribeConsumer({
    bus: deps.bus,
    db: deps.database.db,
    tables: platform,
    logger: deps.logger,
    group: 'cms',
    producers: ['auth', CMS_PRODUCER],
    handlers: {
      'member.deleted': (event, tx) =>
        eraseMemberFeedback(tx, {
          memberId: event.payload.memberId,
          deletedAt: new Date(event.payload.deletedAt),
          eventId: event.id,
        }),
      'feedback.replied': (event, tx) => mailGuestReply(replies(), tx, event.payload),
    },
  });
}
