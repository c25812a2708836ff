import type { CmsPage } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { findPageBySlug, listPageSummaries, listPages } from '../store/public-queries.js';
import type { CmsApp } from './context.js';

/** Static pages of a category (0: the static pages; none: all), sorted by id ascending. */
export const readPages = async (app: CmsApp, filter: { categoryId?: number; pageSize: number }) => ({
  items: await listPages(app.database.db, filter),
});

/** The same pages without their bodies: titles and slugs for the site's links and breadcrumbs. */
export const readPageSummaries = async (app: CmsApp, filter: { categoryId?: number; pageSize: number }) => ({
  items: await listPageSummaries(app.database.db, filter),
});

/** One page by slug; slugs are lower case, so the address is read case-insensitively. */
export async function readPage(app: CmsApp, slug: string): Promise<Outcome<CmsPage, RefusalOf<'not_found'>>> {
  const page = await findPageBySlug(app.database.db, slug.toLowerCase());
  return page ? ok(page) : refused({ refusal: 'not_found' });
}
