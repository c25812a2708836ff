import { pageSchema, type CmsPage } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';

/**
 * The pages the startup already loaded, mirrored here because route loaders run outside React
 * and cannot read the app state; content pages keep it in step (see useMirrorStartupPages).
 */
const known = new Map<string, CmsPage>();

export function rememberPages(pages: readonly CmsPage[]) {
  for (const page of pages) known.set(page.slug, page);
}

/** GET /api/cms/pages/<slug> or /<section>/<slug>: one page, or an ApiProblem 404. */
export async function fetchPage(slug: string, signal?: AbortSignal): Promise<CmsPage> {
  const cached = known.get(slug);
  if (cached) return cached;
  const path = slug.split('/').map(encodeURIComponent).join('/');
  const page = await api(`/cms/pages/${path}`, { schema: pageSchema, signal });
  known.set(slug, page);
  return page;
}
