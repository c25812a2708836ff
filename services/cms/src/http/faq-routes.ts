import { cmsItemsOf, faqSchema } from '@mawadda/contracts';
import { readFaq } from '../app/read-faq.js';
import type { CmsHttp } from './context.js';

export function faqRoutes({ api, app }: CmsHttp) {
  api.get(
    '/faq',
    {
      access: 'public',
      cache: app.cache,
      summary: 'Active questions and answers, by order',
      response: cmsItemsOf(faqSchema),
    },
    () => readFaq(app),
  );
}
