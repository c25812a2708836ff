import type { Db } from '@mawadda/kit';
import { deleteMemberFeedback } from '../store/feedback-store.js';

/**
 * Erasure (`member.deleted`, PDPL/GDPR): the feedback a member sent while signed in goes with the
 * account, in the consumer's transaction so the inbox records the event with its effect. Guest
 * messages are not linked to an account and stay until staff delete them.
 */
export const eraseMemberFeedback = (tx: Db, memberId: string) => deleteMemberFeedback(tx, memberId);
