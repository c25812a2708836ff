import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { keysetPage, type Db, type KeysetCursor } from '@mawadda/kit';
import { postDto } from './mappers.js';
import type { PostTable } from './schema.js';

/**
 * A published feed (news or blog), newest first, paged by keyset on (publishedAt, id) so pages
 * stay stable while posts are added. Scheduled posts (publishedAt in the future) stay hidden.
 */
export class FeedStore {
  constructor(
    private readonly db: Db,
    private readonly table: PostTable,
  ) {}

  private visible(): SQL {
    return and(eq(this.table.status, 'published'), lte(this.table.publishedAt, sql`now()`))!;
  }

  async page(limit: number, cursor?: KeysetCursor<number>) {
    const t = this.table;
    const page = await keysetPage({
      at: t.publishedAt,
      id: t.id,
      limit,
      cursor,
      select: (where, order, n) =>
        this.db
          .select()
          .from(t)
          .where(and(this.visible(), where))
          .orderBy(...order)
          .limit(n),
      edgeOf: (r) => ({ at: r.publishedAt!, id: r.id }),
    });
    return { items: page.rows.map(postDto), next: page.next, prev: page.prev };
  }

  async bySlug(slug: string) {
    const [row] = await this.db
      .select()
      .from(this.table)
      .where(and(this.visible(), eq(this.table.slug, slug)))
      .limit(1);
    return row && postDto(row);
  }
}
