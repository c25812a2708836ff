import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { eraseMemberFeedback } from '../app/erase-member-feedback.js';
import { mailGuestReply, type ReplyMailer } from '../app/mail-guest-reply.js';
import { platform } from '../store/schema.js';
import { CMS_PRODUCER } from './cms-events.js';

/**
 * What this service reacts to, as one subscription of group `cms` (with Kafka, one consumer per
 * topic in one group would leave partitions unread): erasure from auth, and its own
 * `feedback.replied`, so a guest's reply is mailed only once the reply has committed, and tried
 * again when the mail server fails (app/mail-guest-reply.ts). Payloads arrive parsed by the
 * contracts' registry; the inbox makes a replay harmless.
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
