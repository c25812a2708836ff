import type { Visibility } from '@mawadda/contracts';

/**
 * Who may open a member's followers and following lists: the member, staff, anyone when the
 * profile is public, and the member's accepted followers when it is private (the same people who
 * see the private photos). Guests never: who follows whom on a marriage site is for members only.
 * A blocked viewer never gets this far: the blocker is not found.
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
