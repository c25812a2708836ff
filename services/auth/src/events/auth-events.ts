import type { MemberDeletedPayload, MemberRegisteredPayload } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';
import type { AccountRow } from '../store/schema.js';

export const AUTH_PRODUCER = 'auth';

export function memberRegistered(row: AccountRow): NewEvent<MemberRegisteredPayload> {
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

export const memberDeleted = (memberId: string): NewEvent<MemberDeletedPayload> => ({
  type: 'member.deleted',
  key: memberId,
  payload: { memberId, deletedAt: new Date().toISOString() },
});
