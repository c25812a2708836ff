import { listBlocks, listMenuItems } from '../store/public-queries.js';
import type { CmsApp } from './context.js';

/** Menus and blocks: four of the seven calls the site makes on start (spec §7). */

export const readMenus = async (app: CmsApp, filter: { categoryId?: number; menuId?: number }) => ({
  items: await listMenuItems(app.database.db, filter),
});

export const readBlocks = async (app: CmsApp, filter: { categoryId?: number }) => ({
  items: await listBlocks(app.database.db, filter),
});
