import type { Visibility } from '@mawadda/contracts';

/**
 * Who may open a member's follow lists: the member, staff, anyone when public, accepted followers
 * when private. Guests never: who follows whom on a marriage site is for members only.
 */
export function mayReadLists(input: {
  ownerId: string;
  visibility: Visibility;
  viewer: { kind: 'staff' } | { kind: 'member'; id: string };
  viewerFollows: boolean;
}): boolean {
  const { viewer } = input;
  if (viewer.kind === 'staff') return true;
  if (viewer.kind === 'member' && viewer.id === input.ownerId) return true;
  if (input.visibility === 'public') return true;
  return viewer.kind === 'member' && input.viewerFollows;
}
