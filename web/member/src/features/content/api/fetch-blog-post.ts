import { postSchema } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';

/** GET /api/cms/blog/<slug>: one published post, or an ApiProblem 404. */
export function fetchBlogPost(slug: string, signal?: AbortSignal) {
  return api(`/cms/blog/${encodeURIComponent(slug)}`, { schema: postSchema, signal });
}
