import { ok, refused, type KeysetCursor, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { ListStore } from '../store/list-store.js';
import type { SocialApp } from './context.js';
import { listsVisibleTo, visibleMember, type Viewer } from './viewer.js';

type FollowPage = Awaited<ReturnType<ListStore['follows']>>;

/**
 * A member's followers or following, newest first, as the member's privacy allows. Members who
 * block the viewer are left out of the page, as they are everywhere else.
 */
export async function readFollowList(
  app: SocialApp,
  viewer: Viewer,
  memberId: string,
  side: 'followers' | 'following',
  page: { limit: number; cursor: KeysetCursor<string> | undefined },
): Promise<Outcome<FollowPage, RefusalOf<'notFound' | 'listsPrivate'>>> {
  const visibility = await visibleMember(app, memberId, viewer);
  if (!visibility.ok) return visibility;
  if (!(await listsVisibleTo(app, memberId, visibility.value, viewer)))
    return refused({ refusal: 'listsPrivate' });
  return ok(await app.lists.follows(memberId, side, viewer.id, page.limit, page.cursor));
}
