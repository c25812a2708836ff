import type { RevealSubject } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';

/**
 * A reveal waiting for the owner's guardian, and the answer (ids only, keyed by the owner: auth
 * keeps the member's activity log, notify tells the guardian).
 */
export function guardianApprovalEvent(
  type: 'guardian.approval.requested',
  p: GuardianApprovalFacts,
): NewEvent<'guardian.approval.requested'>;
export function guardianApprovalEvent(
  type: 'guardian.approval.decided',
  p: GuardianApprovalFacts & { decision: 'approved' | 'declined' },
): NewEvent<'guardian.approval.decided'>;
export function guardianApprovalEvent(
  type: 'guardian.approval.requested' | 'guardian.approval.decided',
  p: GuardianApprovalFacts & { decision?: 'approved' | 'declined' },
): NewEvent<'guardian.approval.requested' | 'guardian.approval.decided'> {
  return { type, key: p.memberId, payload: { ...p, at: p.at.toISOString() } } as NewEvent<
    'guardian.approval.requested' | 'guardian.approval.decided'
  >;
}

interface GuardianApprovalFacts {
  requestId: string;
  memberId: string;
  guardianId: string;
  requesterId: string;
  subject: RevealSubject;
  at: Date;
}
