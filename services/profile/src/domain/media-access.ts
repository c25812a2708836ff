import type { RevealSubject, UploadKind, Visibility } from '@mawadda/contracts';
import type { MediaViewer } from './media-url.js';

/** What an owner's grants, reveals and blocks say about one member (kept from events and reveals). */
export interface Standing {
  /** The owner let the member in (accepted follower). */
  granted: boolean;
  /** The owner blocks the member. */
  blocked: boolean;
  /** The owner revealed their hidden photos / CV to the member by name. */
  revealedPhotos?: boolean;
  revealedCv?: boolean;
}
export const NO_STANDING: Readonly<Standing> = {
  granted: false,
  blocked: false,
  revealedPhotos: false,
  revealedCv: false,
};

/** What the owner hides (the profile's two switches). */
export interface Hiding {
  photosHidden: boolean;
  cvHidden: boolean;
}

/** Which hideable subject a file belongs to; a video is neither and follows the profile's rule alone. */
export const subjectOf = (kind: UploadKind): RevealSubject | null =>
  kind === 'cv' ? 'cv' : kind === 'video' ? null : 'photos';

/**
 * A member the owner blocks finds nothing of the owner: the profile, a card and every media URL
 * answer as if the owner did not exist, so the block itself is not revealed. Only members are
 * blocked (the social service blocks member by member); staff and guests never are.
 */
export const hiddenFrom = (ownerId: string, viewer: MediaViewer, standing: Standing): boolean =>
  viewer.kind === 'member' && viewer.id !== ownerId && standing.blocked;

/**
 * Who may see a profile's media: a public profile to everyone but members the owner blocks; a
 * private one to its owner, staff and accepted followers. The profile image follows the same rule,
 * so a stranger sees a placeholder, in the profile and in search alike.
 */
export function maySeeMedia(
  input: { ownerId: string; visibility: Visibility; viewer: MediaViewer } & Standing,
): boolean {
  const { viewer } = input;
  if (viewer.kind === 'staff') return true;
  if (viewer.kind === 'member' && viewer.id === input.ownerId) return true;
  if (hiddenFrom(input.ownerId, viewer, input)) return false;
  if (input.visibility === 'public') return true;
  return viewer.kind === 'member' && input.granted;
}

/**
 * On top of `maySeeMedia`: a hidden subject is for its owner, staff and members the owner revealed
 * it to by name; an accepted follow no longer opens it. Hiding adds a condition; it never removes
 * one.
 */
export function maySeeSubject(
  input: {
    ownerId: string;
    visibility: Visibility;
    viewer: MediaViewer;
    subject: RevealSubject | null;
  } & Standing &
    Hiding,
): boolean {
  if (!maySeeMedia(input)) return false;
  const { viewer, subject } = input;
  if (viewer.kind === 'staff' || (viewer.kind === 'member' && viewer.id === input.ownerId)) return true;
  if (subject === null) return true;
  const hidden = subject === 'photos' ? input.photosHidden : input.cvHidden;
  if (!hidden) return true;
  return (
    viewer.kind === 'member' && (subject === 'photos' ? input.revealedPhotos : input.revealedCv) === true
  );
}

/** Whether the owner's hiding (rather than the profile's privacy) keeps `subject` from this viewer. */
export const hiddenSubjectFor = (
  input: { ownerId: string; visibility: Visibility; viewer: MediaViewer; subject: RevealSubject } & Standing &
    Hiding,
): boolean => maySeeMedia(input) && !maySeeSubject(input);

/** What of a profile a viewer may see, subject by subject (the member view and the cards). */
export interface MediaSight {
  /** The profile's own rule (public/private, grants, blocks): `mediaLocked` when false. */
  media: boolean;
  photos: boolean;
  cv: boolean;
  /** Subjects the owner's hiding keeps from this viewer (the page offers to ask). */
  hidden: { photos: boolean; cv: boolean };
}

export function sightOf(
  owner: { memberId: string; visibility: Visibility } & Hiding,
  viewer: MediaViewer,
  standing: Standing,
): MediaSight {
  // The fields the rules read, named one by one: `owner` is often the whole profile row, and
  // spreading it on every check showed in a profile view's CPU profile.
  const input = {
    ownerId: owner.memberId,
    visibility: owner.visibility,
    photosHidden: owner.photosHidden,
    cvHidden: owner.cvHidden,
    granted: standing.granted,
    blocked: standing.blocked,
    revealedPhotos: standing.revealedPhotos,
    revealedCv: standing.revealedCv,
    viewer,
  };
  const photos = { ...input, subject: 'photos' as const };
  const cv = { ...input, subject: 'cv' as const };
  return {
    media: maySeeMedia(input),
    photos: maySeeSubject(photos),
    cv: maySeeSubject(cv),
    hidden: { photos: hiddenSubjectFor(photos), cv: hiddenSubjectFor(cv) },
  };
}
