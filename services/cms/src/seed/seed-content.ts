import { count, eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Logger } from '@mawadda/kit';
import { blocks, blogPosts, faqs, menuItems, news, pages, seedLog } from '../store/schema.js';
import { seedBlocks, seedBlog, seedFaq, seedMenus, seedNews, seedPages } from './content/index.js';
import type { SeedArticle } from './content/types.js';

/** Bump the name when a release ships content that existing installations should not get anyway. */
export const SEED_NAME = 'content-v1';

const article = (a: SeedArticle) => ({
  ...a,
  status: 'published' as const,
  publishedAt: new Date(a.publishedAt),
  author: a.author ?? null,
});

const plan: { table: PgTable; rows: () => object[] }[] = [
  { table: menuItems, rows: () => seedMenus },
  { table: blocks, rows: () => seedBlocks },
  { table: pages, rows: () => seedPages },
  { table: news, rows: () => seedNews.map(article) },
  { table: blogPosts, rows: () => seedBlog.map(article) },
  { table: faqs, rows: () => seedFaq.map((f) => ({ ...f, isActive: true })) },
];

/**
 * First-start content, once per database: every table still empty gets its seed rows, all in one
 * transaction, and the run is logged so content staff later delete is not planted again on restart.
 * An advisory lock makes replicas that start together seed once.
 */
export async function seedContent(db: Db, logger?: Logger): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cms:seed:${SEED_NAME}`}))`);
    const [done] = await tx.select().from(seedLog).where(eq(seedLog.name, SEED_NAME));
    if (done) return false;
    for (const { table, rows } of plan) {
      const [existing] = await tx.select({ n: count() }).from(table);
      const values = rows();
      if ((existing?.n ?? 0) > 0 || values.length === 0) continue;
      await tx.insert(table).values(values as never);
      // Seed rows carry their own ids; move the identity past them so staff-created rows do not collide.
      const name = `cms.${getTableName(table)}`;
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select max(id) from ${table}))`,
      );
    }
    await tx.insert(seedLog).values({ name: SEED_NAME });
    return true;
  });
  if (seeded) logger?.info({ seed: SEED_NAME }, 'cms content seeded');
  return seeded;
}
