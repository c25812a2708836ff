import type { MemberExport } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';
import type { AccountRow } from '../store/schema.js';

export const AUTH_PRODUCER = 'auth';

export function memberRegistered(row: AccountRow): NewEvent<'member.registered'> {
  return {
    type: 'member.registered',
    key: row.id,
    payload: {
      memberId: row.id,
      kind: row.kind === 'company' ? 'company' : 'individual',
      fullName: row.fullName,
      fullNameEn: row.fullNameEn,
      fullNameAr: row.fullNameAr,
      gender: row.gender,
      birthDate: row.birthDate,
      nationality: row.nationality,
      country: row.country,
      city: row.city,
      address: row.address,
      maritalState: row.maritalState,
      siteObjectiveId: row.siteObjectiveId,
      communicate: row.communicate,
      locale: row.locale,
      registeredAt: row.createdAt.toISOString(),
    },
  };
}

export const memberDeleted = (memberId: string): NewEvent<'member.deleted'> => ({
  type: 'member.deleted',
  key: memberId,
  payload: { memberId, deletedAt: new Date().toISOString() },
});

/** One account of the staff export: exactly what `member.registered` carried, and its status now. */
export const memberExportOf = (row: AccountRow): MemberExport => ({
  ...memberRegistered(row).payload,
  address: row.address,
  status: row.status,
});

/** `member.suspended` / `member.reinstated`, from the row as the status change left it. */
export const accountStatusChanged = (
  row: AccountRow,
): NewEvent<'member.suspended' | 'member.reinstated'> => ({
  type: row.status === 'suspended' ? 'member.suspended' : 'member.reinstated',
  key: row.id,
  payload: { memberId: row.id, status: row.status, at: row.updatedAt.toISOString() },
});

/** `sessions.revoked`: sign-ins that stop now, access tokens included (every verifier checks it). */
export const sessionsRevoked = (
  memberId: string,
  which: { sessionIds: string[] } | { all: true },
  reason: 'logout' | 'reuse' | 'password' | 'staff',
  at: Date,
): NewEvent<'sessions.revoked'> => ({
  type: 'sessions.revoked',
  key: memberId,
  payload: { memberId, ...which, reason, at: at.toISOString() },
});
