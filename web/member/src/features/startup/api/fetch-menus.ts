import { cmsItemsOf, menuItemSchema, type CmsMenuItem } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';

const schema = cmsItemsOf(menuItemSchema);

/** GET /api/cms/menus?categoryId=…[&menuId=…]: the items list, active only, by id (spec §7). */
export async function fetchMenus(categoryId: number, menuId?: number): Promise<CmsMenuItem[]> {
  const query = new URLSearchParams({
    categoryId: String(categoryId),
    ...(menuId !== undefined && { menuId: String(menuId) }),
  });
  const { items } = await api(`/cms/menus?${query}`, { schema });
  return items.filter((i) => i.isActive).sort((a, b) => a.id - b.id);
}
