import { cmsItemsOf, pageSummarySchema, type CmsPageSummary } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';

const schema = cmsItemsOf(pageSummarySchema);

/**
 * GET /api/cms/page-titles?categoryId=0&pageSize=50: the site's pages by id (spec §7), without
 * their bodies. The startup needs titles and slugs for links and breadcrumbs; a page's body is read
 * when it is opened (features/content/api/fetch-page.ts).
 */
export async function fetchPageTitles(): Promise<CmsPageSummary[]> {
  const { items } = await api('/cms/page-titles?categoryId=0&pageSize=50', { schema });
  return [...items].sort((a, b) => a.id - b.id);
}
