import { recordErasure, type Db } from '@mawadda/kit';
import { deleteMemberFeedback } from '../store/feedback-store.js';

/**
 * Erasure (`member.deleted`, PDPL/GDPR): the feedback a member sent while signed in goes with the
 * account, in the consumer's transaction so the inbox records the event with its effect. Guest
 * messages are not linked to an account and stay until staff delete them. The tombstone comes
 * first: it waits out the member's message in flight and refuses every later one.
 */
export async function eraseMemberFeedback(
  tx: Db,
  erasure: { memberId: string; deletedAt: Date; eventId: string },
): Promise<void> {
  await recordErasure(tx, erasure);
  await deleteMemberFeedback(tx, erasure.memberId);
}
