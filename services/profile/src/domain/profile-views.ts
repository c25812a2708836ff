import {
  ageOn,
  firstNameOf,
  profileCompleteness,
  type MemberProfile,
  type ModerationNotice,
  type OwnProfile,
  type ProfileFile,
  type ProfileImage,
  type ProfileMedia,
} from '@mawadda/contracts';
import type { AssetRow, ProfileRow } from '../store/schema.js';
import { assetPath, imageFileName, isImageAsset, singleFileName } from './asset-files.js';
import type { MediaUrlSigner, MediaViewer } from './media-url.js';
import { presenceOf } from './presence.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function imageOf(a: AssetRow, sign: (path: string) => string): ProfileImage {
  return {
    id: a.id,
    width: a.width ?? a.widths.at(-1)!,
    height: a.height ?? 0,
    variants: [...a.widths]
      .sort((x, y) => x - y)
      .map((w) => ({ width: w, url: sign(assetPath(a, imageFileName(w))) })),
    createdAt: a.createdAt.toISOString(),
    moderation: a.moderation,
  };
}

/** A signed image, or null when there is none (or the asset holds no rendered widths). */
const signedImage = (a: AssetRow | undefined, sign: (path: string) => string) =>
  a && isImageAsset(a) ? imageOf(a, sign) : null;

/** The profile image alone, signed for this viewer (the caller decided they may see it): for cards. */
export const avatarFor = (avatar: AssetRow | undefined, signer: MediaUrlSigner, viewer: MediaViewer) =>
  signedImage(avatar, (path) => signer.sign(path, viewer));

/** Age in whole years; the birth date itself is the owner's only. */
export const ageOf = (p: Pick<ProfileRow, 'birthDate'>) => (p.birthDate ? ageOn(p.birthDate) : null);

const fileOf = (a: AssetRow, sign: (path: string) => string): ProfileFile => ({
  id: a.id,
  contentType: a.contentType,
  size: a.size,
  url: sign(assetPath(a, singleFileName(a))),
  createdAt: a.createdAt.toISOString(),
  moderation: a.moderation,
});

export const EMPTY_MEDIA: ProfileMedia = { avatar: null, cover: null, photos: [], cv: null, video: null };

/**
 * The profile's media with URLs signed for this viewer (the caller decided they may see it, and
 * left out what is not shown to them: moderation.ts). Of a single kind the newest is shown: the
 * owner sees the image awaiting review rather than the approved one it will replace.
 */
export function mediaFor(assets: AssetRow[], signer: MediaUrlSigner, viewer: MediaViewer): ProfileMedia {
  const sign = (path: string) => signer.sign(path, viewer);
  const one = (kind: AssetRow['kind']) =>
    assets
      .filter((a) => a.kind === kind)
      .reduce<AssetRow | undefined>(
        (newest, a) => (!newest || a.createdAt >= newest.createdAt ? a : newest),
        undefined,
      );
  const image = (a: AssetRow | undefined) => signedImage(a, sign);
  const file = (a: AssetRow | undefined) => (a ? fileOf(a, sign) : null);
  return {
    avatar: image(one('avatar')),
    cover: image(one('cover')),
    photos: assets
      .filter((a) => a.kind === 'photo')
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
      .map((a) => imageOf(a, sign)),
    cv: file(one('cv')),
    video: file(one('video')),
  };
}

function sharedView(p: ProfileRow, media: ProfileMedia) {
  return {
    memberId: p.memberId,
    kind: p.kind,
    fullName: p.fullName,
    firstName: p.firstName,
    lastName: p.lastName,
    fullNameEn: p.fullNameEn,
    fullNameAr: p.fullNameAr,
    gender: p.gender,
    age: ageOf(p),
    nationality: p.nationality,
    country: p.country,
    city: p.city,
    maritalState: p.maritalState,
    siteObjectiveId: p.siteObjectiveId,
    communicate: p.communicate,
    eyecolor: p.eyecolor,
    haircolor: p.haircolor,
    skincolor: p.skincolor,
    bodyType: p.bodyType,
    weight: p.weight,
    height: p.height,
    qualification: p.qualification,
    profession: p.profession,
    financialLevel: p.financialLevel,
    education: p.education,
    healthStatus: p.healthStatus,
    beard: p.beard,
    religiosity: p.religiosity,
    prayer: p.prayer,
    smoking: p.smoking,
    wives: p.wives,
    religion: p.religion,
    aboutMe: p.aboutMe,
    visibility: p.visibility,
    presence: presenceOf(p.lastActiveAt),
    media,
  };
}

/** Completeness of a stored profile: a field counts when it holds a value; the avatar when one exists. */
export function completenessOf(p: ProfileRow, hasAvatar: boolean) {
  return profileCompleteness(p.gender, (field) =>
    field === 'avatar' ? hasAvatar : p[field] !== null && p[field] !== '',
  );
}

/**
 * The profile as its owner reads it: every field, and everything they added, pending review or
 * not (each item says which). Completeness counts what the owner wrote and uploaded, reviewed or
 * not: it tells them what is left to do. Staff read the same, signed for themselves.
 */
export function ownView(
  p: ProfileRow,
  assets: AssetRow[],
  signer: MediaUrlSigner,
  extra: { notices?: ModerationNotice[]; viewer?: MediaViewer } = {},
): OwnProfile {
  const media = mediaFor(assets, signer, extra.viewer ?? { kind: 'member', id: p.memberId });
  const { percent, missing } = completenessOf(
    { ...p, aboutMe: p.aboutMePending ?? p.aboutMe },
    media.avatar !== null,
  );
  return {
    aboutMePending: p.aboutMePending,
    moderationNotices: extra.notices ?? [],
    ...sharedView(p, media),
    birthDate: p.birthDate,
    address: p.address,
    completeness: percent,
    missing,
    lastActiveAt: iso(p.lastActiveAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * Another member's profile as this viewer may read it: the one place the rule lives (README:
 * privacy). Members and staff read the whole profile, media only when `mediaVisible`. A guest
 * reads a public profile with the first name only (as on the home page), and of a private profile
 * nothing but the first name, age, city and country.
 */
export function memberView(
  p: ProfileRow,
  assets: AssetRow[],
  signer: MediaUrlSigner,
  viewer: MediaViewer,
  mediaVisible: boolean,
): MemberProfile {
  const media = mediaVisible ? mediaFor(assets, signer, viewer) : EMPTY_MEDIA;
  const full = { ...sharedView(p, media), mediaLocked: !mediaVisible, limited: false };
  if (viewer.kind !== 'guest') return full;
  const firstName = firstNameOf(p.fullName);
  // The first name in each script the member wrote it in, so the Arabic page shows it in Arabic.
  const firstOf = (name: string | null) => (name ? firstNameOf(name) : null);
  const guestName = {
    fullName: firstName,
    firstName,
    lastName: null,
    fullNameEn: firstOf(p.fullNameEn),
    fullNameAr: firstOf(p.fullNameAr),
  };
  if (p.visibility === 'public') return { ...full, ...guestName };
  return limitedView(p, guestName);
}

function limitedView(
  p: ProfileRow,
  name: Pick<MemberProfile, 'fullName' | 'firstName' | 'fullNameEn' | 'fullNameAr'>,
): MemberProfile {
  const nothing = Object.fromEntries(
    Object.keys(sharedView(p, EMPTY_MEDIA)).map((k) => [k, null]),
  ) as unknown as MemberProfile;
  return {
    ...nothing,
    memberId: p.memberId,
    kind: p.kind,
    ...name,
    lastName: null,
    age: ageOf(p),
    city: p.city,
    country: p.country,
    visibility: p.visibility,
    presence: null,
    media: EMPTY_MEDIA,
    mediaLocked: true,
    limited: true,
  };
}
