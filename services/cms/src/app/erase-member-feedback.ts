import { recordErasure, type Db } from '@mawadda/kit';
import { deleteMemberFeedback } from '../store/feedback-store.js';

/**
 * Erasure (`member.deleted`): a signed-in member's feedback goes, in the consumer's transaction so
 * the inbox records the event with its effect. Guest messages are linked to no account and stay.
 * The tombstone comes first, so a message in flight is waited out and later ones refused.
 */
export async function eraseMemberFeedback(
  tx: Db,
  erasure: { memberId: string; deletedAt: Date; eventId: string },
): Promise<void> {
  await recordErasure(tx, erasure);
  await deleteMemberFeedback(tx, erasure.memberId);
}
