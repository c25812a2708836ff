import type { Visibility } from '@mawadda/contracts';
import type { MediaViewer } from './media-url.js';

/** What an owner's grants and blocks say about one member (kept from the social service's events). */
export interface Standing {
  /** The owner let the member in (accepted follower). */
  granted: boolean;
  /** The owner blocks the member. */
  blocked: boolean;
}
export const NO_STANDING: Readonly<Standing> = { granted: false, blocked: false };

/**
 * A member the owner blocks finds nothing of the owner: the profile, a card and every media URL
 * answer as if the owner did not exist, so the block itself is not revealed. Only members are
 * blocked (the social service blocks member by member); staff and guests never are.
 */
export const hiddenFrom = (ownerId: string, viewer: MediaViewer, standing: Standing): boolean =>
  viewer.kind === 'member' && viewer.id !== ownerId && standing.blocked;

/**
 * Who may see a profile's media (album, avatar, cover, video, CV). A public profile shows them to
 * everyone but members the owner blocks; a private one only to its owner, staff and members the
 * owner let in (accepted followers, from the social service). The profile image follows the same
 * rule: on a private profile a stranger sees a neutral placeholder, in the profile and in search
 * alike.
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
