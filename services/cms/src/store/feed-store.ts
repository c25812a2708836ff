import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { encodeCursor, type FeedCursor } from '../domain/feed-cursor.js';
import { postDto } from './mappers.js';
import type { PostTable } from './schema.js';

interface Edge {
  publishedAt: Date;
  id: number;
}

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

  private beyond(edge: Edge, side: 'older' | 'newer'): SQL {
    const t = this.table;
    const at = edge.publishedAt.toISOString();
    return side === 'older'
      ? sql`(${t.publishedAt}, ${t.id}) < (${at}::timestamptz, ${edge.id})`
      : sql`(${t.publishedAt}, ${t.id}) > (${at}::timestamptz, ${edge.id})`;
  }

  private async exists(edge: Edge, side: 'older' | 'newer'): Promise<boolean> {
    const rows = await this.db
      .select({ id: this.table.id })
      .from(this.table)
      .where(and(this.visible(), this.beyond(edge, side)))
      .limit(1);
    return rows.length > 0;
  }

  async page(limit: number, cursor?: FeedCursor) {
    const t = this.table;
    const side = cursor?.direction ?? 'older';
    const order = side === 'older' ? [desc(t.publishedAt), desc(t.id)] : [asc(t.publishedAt), asc(t.id)];
    const rows = await this.db
      .select()
      .from(t)
      .where(and(this.visible(), cursor && this.beyond(cursor, side)))
      .orderBy(...order)
      .limit(limit + 1);
    const more = rows.length > limit;
    const page = rows.slice(0, limit);
    if (side === 'newer') page.reverse();
    const edgeOf = (r: (typeof page)[number] | undefined): Edge | undefined =>
      r && { publishedAt: r.publishedAt!, id: r.id };
    // An empty page still has a way back: from the cursor it was asked with.
    const newest = edgeOf(page[0]) ?? cursor;
    const oldest = edgeOf(page.at(-1)) ?? cursor;
    const hasOlder = side === 'older' ? more : Boolean(oldest && (await this.exists(oldest, 'older')));
    const hasNewer =
      side === 'newer' ? more : Boolean(cursor && newest && (await this.exists(newest, 'newer')));
    return {
      items: page.map(postDto),
      next: hasOlder && oldest ? encodeCursor({ ...oldest, direction: 'older' }) : null,
      prev: hasNewer && newest ? encodeCursor({ ...newest, direction: 'newer' }) : null,
    };
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
