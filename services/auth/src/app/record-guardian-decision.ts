import type { GuardianApprovalDecidedPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { findAccountById } from '../store/accounts-store.js';
import { appendActivity } from '../store/guardian-store.js';

/**
 * A guardian's decision (from chat or profile) as a line of the member's guardian log, in the
 * consumer's inbox transaction (a redelivery adds nothing). A member gone since is skipped.
 */
export async function recordGuardianDecision(tx: Db, payload: GuardianApprovalDecidedPayload) {
  if (!(await findAccountById(tx, payload.memberId))) return;
  await appendActivity(tx, {
    memberId: payload.memberId,
    kind: 'approval_decided',
    by: 'guardian',
    at: new Date(payload.at),
    details: {
      requestId: payload.requestId,
      subject: payload.subject,
      decision: payload.decision,
      requesterId: payload.requesterId,
    },
  });
}
