import { blockSchema, cmsItemsOf, type CmsBlock } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';

const schema = cmsItemsOf(blockSchema);

/** GET /api/cms/blocks?categoryId=…: the items list of one block category. */
export async function fetchBlocks(categoryId: number): Promise<CmsBlock[]> {
  return (await api(`/cms/blocks?categoryId=${categoryId}`, { schema })).items;
}
