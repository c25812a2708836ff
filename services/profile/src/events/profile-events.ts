import type {
  Preferences,
  ProfileExport,
  ProfilePhotoPayload,
  ProfileSnapshot,
  Visibility,
} from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';
import { completenessOf } from '../domain/profile-views.js';
import { declarationBadgesOf } from '../domain/declaration.js';
import { badgesOf } from '../domain/verification.js';
import type { ProfileRow } from '../store/schema.js';

export const PROFILE_PRODUCER = 'profile';

/**
 * The searchable snapshot of a profile as it stands, given its profile image (if any): what
 * `profile.updated` carries and the staff export lists, built here alone so the two never drift.
 */
export function currentSnapshot(p: ProfileRow, avatarId: string | null): ProfileExport['profile'] {
  return snapshotOf(p, completenessOf(p, avatarId !== null).percent, avatarId);
}

function snapshotOf(p: ProfileRow, completeness: number, avatarId: string | null): ProfileExport['profile'] {
  return {
    memberId: p.memberId,
    kind: p.kind,
    fullName: p.fullName,
    fullNameEn: p.fullNameEn,
    fullNameAr: p.fullNameAr,
    gender: p.gender,
    birthDate: p.birthDate,
    nationality: p.nationality,
    country: p.country,
    city: p.city,
    maritalState: p.maritalState,
    smoking: p.smoking,
    height: p.height,
    weight: p.weight,
    religion: p.religion,
    religiosity: p.religiosity,
    prayer: p.prayer,
    sect: p.sect,
    qualification: p.qualification,
    hasChildren: p.hasChildren,
    wantsChildren: p.wantsChildren,
    wives: p.wives,
    relocate: p.relocate,
    marriageTimeline: p.marriageTimeline,
    visibility: p.visibility,
    completeness,
    avatarId,
    badges: badgesOf(p),
    declaration: declarationBadgesOf(p),
    registeredAt: p.registeredAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export const profileUpdated = (profile: ProfileSnapshot, changed: string[]): NewEvent<'profile.updated'> => ({
  type: 'profile.updated',
  key: profile.memberId,
  payload: { profile, changed },
});

export const visibilityChanged = (
  memberId: string,
  visibility: Visibility,
): NewEvent<'profile.visibility.changed'> => ({
  type: 'profile.visibility.changed',
  key: memberId,
  payload: { memberId, visibility, changedAt: new Date().toISOString() },
});

export const photoEvent = (
  type: 'profile.photo.added' | 'profile.photo.removed',
  p: Omit<ProfilePhotoPayload, 'at'>,
): NewEvent<'profile.photo.added' | 'profile.photo.removed'> => ({
  type,
  key: p.memberId,
  payload: { ...p, at: new Date().toISOString() },
});

export const memberActive = (memberId: string, at: Date): NewEvent<'member.active'> => ({
  type: 'member.active',
  key: memberId,
  payload: { memberId, at: at.toISOString() },
});

/** The whole set after a save, for search to filter and rank by (it keeps no history). */
export const preferencesChanged = (
  memberId: string,
  preferences: Preferences,
  at: Date,
): NewEvent<'profile.preferences.changed'> => ({
  type: 'profile.preferences.changed',
  key: memberId,
  payload: { memberId, preferences, changedAt: at.toISOString() },
});
