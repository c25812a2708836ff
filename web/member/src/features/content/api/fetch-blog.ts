import { cmsCursorPageOf, postSchema } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';
import { feedQuery } from './feed-query';

const schema = cmsCursorPageOf(postSchema);

/** GET /api/cms/blog?cursor=&limit=: published posts, newest first, with `next`/`prev` cursors. */
export function fetchBlog(cursor: string | null, signal?: AbortSignal) {
  return api(`/cms/blog?${feedQuery(cursor)}`, { schema, signal });
}
