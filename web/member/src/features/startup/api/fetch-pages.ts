import { cmsItemsOf, pageSchema, type CmsPage } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';

const schema = cmsItemsOf(pageSchema);

/** GET /api/cms/pages?categoryId=0&pageSize=50: the site's pages, by id (spec §7). */
export async function fetchPages(): Promise<CmsPage[]> {
  const { items } = await api('/cms/pages?categoryId=0&pageSize=50', { schema });
  return [...items].sort((a, b) => a.id - b.id);
}
