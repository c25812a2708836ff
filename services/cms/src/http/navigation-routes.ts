import { blockSchema, cmsItemsOf, menuItemSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { listBlocks, listMenuItems } from '../store/public-queries.js';
import type { CmsContext } from './context.js';
import { queryInt } from './query.js';

/** Menus and blocks: four of the seven startup calls (spec §7). */
export function navigationRoutes({ api, db }: CmsContext) {
  api.get(
    '/menus',
    {
      summary: 'Active menu items of a category (and menu), sorted by id ascending',
      access: 'public',
      query: z.object({ categoryId: queryInt(0, 1_000_000), menuId: queryInt(0, 1_000_000) }),
      response: cmsItemsOf(menuItemSchema),
    },
    async ({ query }) => ({ items: await listMenuItems(db, query) }),
  );

  api.get(
    '/blocks',
    {
      summary: 'Active content blocks of a category, by order then id',
      access: 'public',
      query: z.object({ categoryId: queryInt(0, 1_000_000) }),
      response: cmsItemsOf(blockSchema),
    },
    async ({ query }) => ({ items: await listBlocks(db, query) }),
  );
}
