import type { AdminMember, AuditEntry, StaffAccount } from '@mawadda/contracts';
import type { AccountRow, AuditRow } from '../store/schema.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A member account as staff see it: its contact data is for staff, never for the public. */
export const toAdminMember = (row: AccountRow): AdminMember => ({
  id: row.id,
  kind: row.kind === 'company' ? 'company' : 'individual',
  fullName: row.fullName,
  // Only a guardian invited by phone lacks an email; staff lists show members and staff only.
  email: row.email ?? '',
  phone: row.phone,
  gender: row.gender,
  country: row.country,
  city: row.city,
  locale: row.locale,
  status: row.status,
  completeness: row.completeness,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: iso(row.lastSignInAt),
  suspension:
    row.status === 'suspended' && row.suspensionReason && row.suspendedAt
      ? {
          reason: row.suspensionReason,
          note: row.suspensionNote,
          at: row.suspendedAt.toISOString(),
          by: row.suspendedBy,
        }
      : null,
});

/** `twoFactorEnabled`: whether the staff member's second factor is set up (confirmed). */
export const toStaffAccount = (row: AccountRow & { twoFactorEnabled: boolean }): StaffAccount => ({
  id: row.id,
  email: row.email ?? '',
  fullName: row.fullName,
  role: row.role === 'admin' ? 'admin' : 'moderator',
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: iso(row.lastSignInAt),
  twoFactorEnabled: row.twoFactorEnabled,
});

export const toAuditEntry = (row: AuditRow & { actorEmail: string | null }): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  actorRole: row.actorRole,
  action: row.action as AuditEntry['action'],
  targetType: row.targetType as AuditEntry['targetType'],
  targetId: row.targetId,
  memberId: row.memberId,
  reason: row.reason,
  service: row.service,
});
