import { blockSchema, cmsItemsOf, menuItemSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { readBlocks, readMenus } from '../app/read-navigation.js';
import type { CmsHttp } from './context.js';
import { queryInt } from './query.js';

/** Menus and blocks: four of the seven startup calls (spec §7). */
export function navigationRoutes({ api, app }: CmsHttp) {
  api.get(
    '/menus',
    {
      summary: 'Active menu items of a category (and menu), sorted by id ascending',
      access: 'public',
      cache: app.cache,
      query: z.object({ categoryId: queryInt(0, 1_000_000), menuId: queryInt(0, 1_000_000) }),
      response: cmsItemsOf(menuItemSchema),
    },
    ({ query }) => readMenus(app, query),
  );

  api.get(
    '/blocks',
    {
      summary: 'Active content blocks of a category, by order then id',
      access: 'public',
      cache: app.cache,
      query: z.object({ categoryId: queryInt(0, 1_000_000) }),
      response: cmsItemsOf(blockSchema),
    },
    ({ query }) => readBlocks(app, query),
  );
}
