import type { CmsPost } from '@mawadda/contracts';
import { ok, refused, type KeysetCursor, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { CmsApp } from './context.js';

export type FeedName = keyof CmsApp['feeds'];

/** A published feed, newest first, keyset paged: a new post never shifts or repeats items. */
export const readFeed = (app: CmsApp, feed: FeedName, limit: number, cursor?: KeysetCursor<number>) =>
  app.feeds[feed].page(limit, cursor);

/** One published post by slug: a draft or a scheduled post is not there yet. */
export async function readPost(
  app: CmsApp,
  feed: FeedName,
  slug: string,
): Promise<Outcome<CmsPost, RefusalOf<'not_found'>>> {
  const post = await app.feeds[feed].bySlug(slug.toLowerCase());
  return post ? ok(post) : refused({ refusal: 'not_found' });
}
