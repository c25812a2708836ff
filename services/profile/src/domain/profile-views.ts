import {
  ageOn,
  namesFor,
  profileCompleteness,
  type CvFormat,
  type CvPage,
  type MemberCv,
  type MemberMedia,
  type MemberProfile,
  type ModerationNotice,
  type RevealSubject,
  type OwnProfile,
  type ProfileFile,
  type ProfileImage,
  type ProfileMedia,
  type ProfileSight,
} from '@mawadda/contracts';
import type { AssetRow, ProfileRow } from '../store/schema.js';
import { assetPath, cvPageFileName, imageFileName, isImageAsset, singleFileName } from './asset-files.js';
import type { MediaSight } from './media-access.js';
import type { MediaUrlSigner, MediaViewer } from './media-url.js';
import { presenceOf } from './presence.js';
import { declarationBadgesOf } from './declaration.js';
import { badgesOf } from './verification.js';

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
  ...(a.kind === 'cv' && { format: cvFormatOf(a), pages: cvPagesOf(a, sign) }),
});

const cvFormatOf = (a: Pick<AssetRow, 'contentType'>): CvFormat =>
  a.contentType === 'application/pdf' ? 'pdf' : a.contentType.startsWith('image/') ? 'image' : 'xlsx';

/**
 * What can be shown of a CV as images: a PDF's first pages (drawn at upload), an image CV itself,
 * nothing of a spreadsheet. Each URL is signed for the viewer, and watermarked for them when fetched.
 */
function cvPagesOf(a: AssetRow, sign: (path: string) => string): CvPage[] {
  const size = { width: a.width ?? 0, height: a.height ?? 0 };
  const format = cvFormatOf(a);
  if (format === 'image') return [{ url: sign(assetPath(a, singleFileName(a))), ...size }];
  if (format === 'xlsx') return [];
  return Array.from({ length: a.pages }, (_, i) => ({
    url: sign(assetPath(a, cvPageFileName(i + 1))),
    ...size,
  }));
}

/** A CV as a viewer gets it: the pages, never the original's URL (README: reveal and watermarks). */
const memberCvOf = (a: AssetRow, sign: (path: string) => string): MemberCv => ({
  id: a.id,
  format: cvFormatOf(a),
  pages: cvPagesOf(a, sign),
  createdAt: a.createdAt.toISOString(),
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

function sharedView<M>(p: ProfileRow, media: M) {
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
    sect: p.sect,
    hasChildren: p.hasChildren,
    wantsChildren: p.wantsChildren,
    relocate: p.relocate,
    marriageTimeline: p.marriageTimeline,
    languages: p.languages,
    aboutMe: p.aboutMe,
    prompts: p.prompts ?? [],
    visibility: p.visibility,
    presence: presenceOf(p),
    media,
    badges: badgesOf(p),
    declaration: declarationBadgesOf(p),
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
    promptsPending: p.promptsPending,
    moderationNotices: extra.notices ?? [],
    ...sharedView(p, media),
    birthDate: p.birthDate,
    address: p.address,
    completeness: percent,
    missing,
    lastActiveAt: iso(p.lastActiveAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    memberNo: p.memberNo,
    photosHidden: p.photosHidden,
    cvHidden: p.cvHidden,
  };
}

/**
 * The media of another member's profile as this viewer may see it: photos (profile image, cover,
 * album) and the CV each by their own rule, the CV as page images only; the video by the
 * profile's rule.
 */
function memberMediaFor(
  assets: AssetRow[],
  signer: MediaUrlSigner,
  viewer: MediaViewer,
  sight: MediaSight,
): MemberMedia {
  if (!sight.media) return { ...EMPTY_MEDIA, cv: null };
  const shown = assets.filter((a) => (a.kind === 'cv' ? sight.cv : a.kind === 'video' ? true : sight.photos));
  const media = mediaFor(shown, signer, viewer);
  const cv = shown.filter((a) => a.kind === 'cv').at(-1);
  return { ...media, cv: cv ? memberCvOf(cv, (path) => signer.sign(path, viewer)) : null };
}

/**
 * Another member's profile as this viewer may read it: the one place the profile's rule is applied
 * (README: privacy). `reading` says how much, down to the guest view of a private profile; media
 * follow their own rule (`sight`).
 */
export function memberView(
  p: ProfileRow,
  assets: AssetRow[],
  signer: MediaUrlSigner,
  viewer: MediaViewer,
  sight: MediaSight,
  reading: ProfileSight,
  revealRequests: {
    subject: RevealSubject;
    status: MemberProfile['revealRequests'][number]['status'];
  }[] = [],
): MemberProfile {
  if (reading === 'guest') return limitedView(p, reading);
  const full = {
    ...sharedView(p, memberMediaFor(assets, signer, viewer, sight)),
    mediaLocked: !sight.media,
    hidden: sight.hidden,
    revealRequests,
    limited: false,
  };
  return reading === 'whole' ? full : { ...full, ...firstNamesOf(p, reading) };
}

/** The names a reading short of the whole shows: the first name, in each script written. */
function firstNamesOf(p: ProfileRow, reading: ProfileSight) {
  const names = namesFor(reading, {
    fullName: p.fullName,
    fullNameEn: p.fullNameEn,
    fullNameAr: p.fullNameAr,
  });
  return { ...names, firstName: names.fullName, lastName: null };
}

function limitedView(p: ProfileRow, reading: ProfileSight): MemberProfile {
  const nothing = Object.fromEntries(
    Object.keys(sharedView(p, EMPTY_MEDIA)).map((k) => [k, null]),
  ) as unknown as MemberProfile;
  const noMedia: MemberMedia = { ...EMPTY_MEDIA, cv: null };
  return {
    ...nothing,
    memberId: p.memberId,
    kind: p.kind,
    ...firstNamesOf(p, reading),
    age: ageOf(p),
    city: p.city,
    country: p.country,
    visibility: p.visibility,
    presence: null,
    // Her own words are no part of the guest view.
    prompts: [],
    media: noMedia,
    // Badges say the account is real, not who it is: a guest may read them too.
    badges: badgesOf(p),
    // The marital state is hidden here, so is what backs it.
    declaration: undefined,
    mediaLocked: true,
    hidden: { photos: false, cv: false },
    revealRequests: [],
    limited: true,
  };
}
