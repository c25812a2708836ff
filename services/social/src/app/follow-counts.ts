import type { FollowCounts } from '@mawadda/contracts';
import { ok, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { SocialApp } from './context.js';
import { listsVisibleTo, visibleMember, type Viewer } from './viewer.js';

/**
 * How many a member follows and is followed by, for everyone who can see the member (guests
 * included), and whether this viewer may open the lists (guests never may).
 */
export async function readFollowCounts(
  app: SocialApp,
  viewer: Viewer | undefined,
  memberId: string,
): Promise<Outcome<FollowCounts, RefusalOf<'notFound'>>> {
  const visibility = await visibleMember(app, memberId, viewer);
  if (!visibility.ok) return visibility;
  const counts = await app.lists.counts(memberId);
  const listsVisible = viewer ? await listsVisibleTo(app, memberId, visibility.value, viewer) : false;
  return ok({ memberId, ...counts, listsVisible });
}
