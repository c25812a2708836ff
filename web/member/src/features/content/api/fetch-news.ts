import { cmsCursorPageOf, postSchema } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';
import { feedQuery } from './feed-query';

const schema = cmsCursorPageOf(postSchema);

/** GET /api/cms/news?cursor=&limit=: published posts, newest first, with `next`/`prev` cursors. */
export function fetchNews(cursor: string | null, signal?: AbortSignal) {
  return api(`/cms/news?${feedQuery(cursor)}`, { schema, signal });
}
