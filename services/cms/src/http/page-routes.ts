import { cmsItemsOf, pageSchema, pageSummarySchema } from '@mawadda/contracts';
import { z } from 'zod';
import { readPage, readPageSummaries, readPages } from '../app/read-pages.js';
import type { CmsHttp } from './context.js';
import { orRefuse } from './problems.js';
import { queryInt, queryIntDefault } from './query.js';

const segment = z.string().max(100);

/**
 * Static pages. A slug may hold one `/` (`about-us/vision-mission`), so a page is found at
 * `/pages/<slug>` and at `/pages/<section>/<slug>`; an encoded slash (`%2F`) works as well.
 */
export function pageRoutes({ api, app }: CmsHttp) {
  api.get(
    '/pages',
    {
      summary: 'Pages of a category (0: the static pages; none: all), sorted by id ascending',
      access: 'public',
      cache: app.cache,
      query: z.object({ categoryId: queryInt(0, 1_000_000), pageSize: queryIntDefault(1, 100, 50) }),
      response: cmsItemsOf(pageSchema),
    },
    ({ query }) => readPages(app, query),
  );

  // Its own path rather than a `fields` switch on /pages, so each answer has one documented shape;
  // `/page-titles` is outside `/pages/...`, so no slug can be mistaken for it.
  api.get(
    '/page-titles',
    {
      summary:
        "Pages of a category without their bodies (id, slug, title, category, order), sorted by id ascending: the site's startup list; open a page by slug for its body",
      access: 'public',
      cache: app.cache,
      query: z.object({ categoryId: queryInt(0, 1_000_000), pageSize: queryIntDefault(1, 100, 50) }),
      response: cmsItemsOf(pageSummarySchema),
    },
    ({ query }) => readPageSummaries(app, query),
  );

  api.get(
    '/pages/:slug',
    {
      summary: 'One page by slug',
      access: 'public',
      cache: app.cache,
      params: z.object({ slug: segment }),
      response: pageSchema,
      errors: { 404: 'no such page' },
    },
    async ({ params }) => orRefuse(await readPage(app, params.slug)),
  );

  api.get(
    '/pages/:section/:slug',
    {
      summary: 'One page by a two-part slug (section/slug)',
      access: 'public',
      cache: app.cache,
      params: z.object({ section: segment, slug: segment }),
      response: pageSchema,
      errors: { 404: 'no such page' },
    },
    async ({ params }) => orRefuse(await readPage(app, `${params.section}/${params.slug}`)),
  );
}
