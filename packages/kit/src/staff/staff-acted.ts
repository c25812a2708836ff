import type { AuditTargetType, StaffAction } from '@mawadda/contracts';
import type { Principal } from '../auth/principal.js';
import type { NewEvent } from '../events/outbox.js';
import { uuidv7 } from '../ids.js';

export interface StaffActTarget {
  type: AuditTargetType;
  id: string | number;
  /** The member the action concerns, where there is one. */
  memberId?: string | null;
}

/**
 * The audit line of one staff action, as an event the service appends in the transaction of the
 * action itself (SECURITY.md, "Staff audit log"): the action is logged if and only if it happened.
 * `reason` is a reason code or the staff member's note, never a member's message text.
 */
export function staffActed(
  actor: Principal,
  action: StaffAction,
  target: StaffActTarget,
  reason?: string | null,
  at: Date = new Date(),
): NewEvent<'staff.acted'> {
  if (actor.role !== 'moderator' && actor.role !== 'admin')
    throw new Error(`staffActed: ${actor.role} is not staff`);
  return {
    type: 'staff.acted',
    key: actor.id,
    payload: {
      actionId: uuidv7(),
      actorId: actor.id,
      actorRole: actor.role,
      action,
      targetType: target.type,
      targetId: String(target.id),
      memberId: target.memberId ?? null,
      reason: reason ? reason.slice(0, 2000) : null,
      at: at.toISOString(),
    },
  };
}
