import { eq } from 'drizzle-orm';
import { memberDeletedPayloadSchema } from '@mawadda/contracts';
import { subscribeConsumer, type ServiceDeps } from '@mawadda/kit';
import { feedback, platform } from '../store/schema.js';

/**
 * Erasure (PDPL/GDPR): when a member deletes the account, the feedback they sent while signed
 * in goes with it. Guest messages are not linked to an account and stay until staff delete them.
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
      'member.deleted': async (event, tx) => {
        const { memberId } = memberDeletedPayloadSchema.parse(event.payload);
        await tx.delete(feedback).where(eq(feedback.memberId, memberId));
      },
    },
  });
}
