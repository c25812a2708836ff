import type { Visibility } from '@mawadda/contracts';
import type { MediaViewer } from './media-url.js';

/**
 * Who may see a profile's media (album, avatar, cover, video, CV). A public profile shows them to
 * everyone; a private one only to its owner, staff and members the owner let in (accepted
 * followers, from the social service). The profile image follows the same rule: on a private
 * profile a stranger sees a neutral placeholder, in the profile and in search alike.
 */
export function maySeeMedia(input: {
  ownerId: string;
  visibility: Visibility;
  viewer: MediaViewer;
  /** Whether the viewer holds a grant from the owner (accepted follower). */
  granted: boolean;
}): boolean {
  const { viewer } = input;
  if (viewer.kind === 'staff') return true;
  if (viewer.kind === 'member' && viewer.id === input.ownerId) return true;
  if (input.visibility === 'public') return true;
  return viewer.kind === 'member' && input.granted;
}
