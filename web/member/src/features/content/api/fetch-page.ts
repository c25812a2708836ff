import { pageSchema, type CmsPage } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';

/**
 * GET /api/cms/pages/<slug> or /<section>/<slug>: one page with its body, or an ApiProblem 404.
 * Read each time the page opens, not kept here: the startup sends titles only, and the browser's
 * cache revalidates with the ETag, so opening a page again costs at most a 304.
 */
export async function fetchPage(slug: string, signal?: AbortSignal): Promise<CmsPage> {
  const path = slug.split('/').map(encodeURIComponent).join('/');
  return api(`/cms/pages/${path}`, { schema: pageSchema, signal });
}
