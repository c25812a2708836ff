import { cmsItemsOf, faqSchema } from '@mawadda/contracts';
import { listFaq } from '../store/public-queries.js';
import type { CmsContext } from './context.js';

export function faqRoutes({ api, db }: CmsContext) {
  api.get(
    '/faq',
    { access: 'public', summary: 'Active questions and answers, by order', response: cmsItemsOf(faqSchema) },
    async () => ({
      items: await listFaq(db),
    }),
  );
}
