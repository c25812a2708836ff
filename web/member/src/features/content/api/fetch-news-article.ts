import { postSchema } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';

/** GET /api/cms/news/<slug>: one published article, or an ApiProblem 404. */
export function fetchNewsArticle(slug: string, signal?: AbortSignal) {
  return api(`/cms/news/${encodeURIComponent(slug)}`, { schema: postSchema, signal });
}
