import { cmsItemsOf, faqSchema, type CmsFaq } from '@mawadda/contracts/cms-content';
import { api } from '../../../lib/api';

const schema = cmsItemsOf(faqSchema);

/** GET /api/cms/faq: the active questions, by order then id. */
export async function fetchFaq(signal?: AbortSignal): Promise<CmsFaq[]> {
  return (await api('/cms/faq', { schema, signal })).items;
}
