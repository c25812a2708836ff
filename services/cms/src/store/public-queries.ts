import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { blockDto, faqDto, menuItemDto, pageDto } from './mappers.js';
import { blocks, faqs, menuItems, pages } from './schema.js';

/** What visitors read: only active entries, in the order the spec and the web rely on. */

const all = (...conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean));

/** Spec §7: menus keep only active entries, sorted by id ascending. */
export async function listMenuItems(db: Db, f: { categoryId?: number; menuId?: number }) {
  const rows = await db
    .select()
    .from(menuItems)
    .where(
      all(
        eq(menuItems.isActive, true),
        f.categoryId === undefined ? undefined : eq(menuItems.categoryId, f.categoryId),
        f.menuId === undefined ? undefined : eq(menuItems.menuId, f.menuId),
      ),
    )
    .orderBy(asc(menuItems.id));
  return rows.map(menuItemDto);
}

export async function listBlocks(db: Db, f: { categoryId?: number }) {
  const rows = await db
    .select()
    .from(blocks)
    .where(
      all(
        eq(blocks.isActive, true),
        f.categoryId === undefined ? undefined : eq(blocks.categoryId, f.categoryId),
      ),
    )
    .orderBy(asc(blocks.order), asc(blocks.id));
  return rows.map(blockDto);
}

/** Spec §7: pages sorted by id ascending. The static pages are category 0; no category means all. */
export async function listPages(db: Db, f: { categoryId?: number; pageSize: number }) {
  const rows = await db
    .select()
    .from(pages)
    .where(f.categoryId === undefined ? undefined : eq(pages.categoryId, f.categoryId))
    .orderBy(asc(pages.id))
    .limit(f.pageSize);
  return rows.map(pageDto);
}

/** The same list without the bodies, which are not even read: the site's links and breadcrumbs. */
export async function listPageSummaries(db: Db, f: { categoryId?: number; pageSize: number }) {
  return db
    .select({
      id: pages.id,
      categoryId: pages.categoryId,
      slug: pages.slug,
      order: pages.order,
      title: pages.title,
    })
    .from(pages)
    .where(f.categoryId === undefined ? undefined : eq(pages.categoryId, f.categoryId))
    .orderBy(asc(pages.id))
    .limit(f.pageSize);
}

export async function findPageBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row && pageDto(row);
}

export async function listFaq(db: Db) {
  const rows = await db
    .select()
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.order), asc(faqs.id));
  return rows.map(faqDto);
}
