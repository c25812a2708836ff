import { NO_GUARDIAN_SETTINGS, type MemberExport, type MemberRegisteredPayload } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';
import { settingsOf } from '../domain/guardian-rules.js';
import { phoneKeyOf } from '../domain/phone-key.js';
import type { AccountRow, GuardianLinkRow } from '../store/schema.js';

export const AUTH_PRODUCER = 'auth';

/**
 * What an account registered with, as other services may know it: no email, phone or
 * credentials. Both `member.registered` and the staff export are built from it.
 */
function registrationOf(row: AccountRow): Omit<MemberRegisteredPayload, 'phoneKey'> {
  return {
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
  };
}

/**
 * `member.registered`, with the phone as its keyed digest only (`phoneKeyOf`): billing compares
 * digests to give one trial per number, and no consumer ever holds the number.
 */
export function memberRegistered(row: AccountRow, phoneSecret: string): NewEvent<'member.registered'> {
  return {
    type: 'member.registered',
    key: row.id,
    payload: { ...registrationOf(row), phoneKey: phoneKeyOf(phoneSecret, row.phone) },
  };
}

/** `member.verified`: the member proved they hold this address; the fact only, never the address. */
export const memberVerified = (
  memberId: string,
  kind: 'email' | 'phone',
  at: Date,
): NewEvent<'member.verified'> => ({
  type: 'member.verified',
  key: memberId,
  payload: { memberId, kind, at: at.toISOString() },
});

/**
 * `member.contact.changed`: a member proved a new phone. Carries the new number's keyed digest
 * only, as `member.registered` does, so billing's one-trial-per-number rule follows the number.
 */
export const memberContactChanged = (
  row: AccountRow,
  phoneSecret: string,
  at: Date,
): NewEvent<'member.contact.changed'> => ({
  type: 'member.contact.changed',
  key: row.id,
  payload: { memberId: row.id, phoneKey: phoneKeyOf(phoneSecret, row.phone)!, at: at.toISOString() },
});

export const memberDeleted = (memberId: string): NewEvent<'member.deleted'> => ({
  type: 'member.deleted',
  key: memberId,
  payload: { memberId, deletedAt: new Date().toISOString() },
});

/**
 * One account of the staff export: what `member.registered` carried but the phone key (a rebuild
 * of search needs none, and staff have no use for a digest that links accounts by phone number),
 * and its status now.
 */
export const memberExportOf = (row: AccountRow): MemberExport => ({
  ...registrationOf(row),
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

/**
 * `guardian.changed`: the member's guardian link as it now stands (README: Guardian). With no
 * guardian linked every setting is false: nothing waits for anyone.
 */
export const guardianChanged = (
  memberId: string,
  link: Pick<GuardianLinkRow, 'guardianId'> & Parameters<typeof settingsOf>[0],
  at: Date,
): NewEvent<'guardian.changed'> => ({
  type: 'guardian.changed',
  key: memberId,
  payload: {
    memberId,
    guardianId: link.guardianId,
    at: at.toISOString(),
    ...(link.guardianId ? settingsOf(link) : NO_GUARDIAN_SETTINGS),
  },
});
