import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import {
  adminQuery,
  parseOneOf,
  parseUuid,
  type AdminListQuery,
  type AdminListRefused,
  type Db,
} from '@mawadda/kit';
import { STORY_STATUSES, type Locale } from '@mawadda/contracts';
import { stories, type StoryRow } from './schema.js';

/** Staff may filter the queue by status or member, search title and text, sort by the times. */
const ADMIN_SPEC = {
  id: stories.id,
  sortable: {
    id: stories.id,
    updatedAt: stories.updatedAt,
    publishedAt: stories.publishedAt,
    status: stories.status,
  },
  filters: {
    status: { column: stories.status, parse: parseOneOf(STORY_STATUSES) },
    pairId: { column: stories.pairId, parse: parseUuid },
  },
  search: { text: [stories.title, stories.body], uuid: [stories.memberA, stories.memberB] },
};

/** Success stories: Drizzle queries only. */
export class StoryStore {
  async ofPair(db: Db, pairId: string): Promise<StoryRow | undefined> {
    const [row] = await db.select().from(stories).where(eq(stories.pairId, pairId));
    return row;
  }

  async byId(db: Db, id: string): Promise<StoryRow | undefined> {
    const [row] = await db.select().from(stories).where(eq(stories.id, id));
    return row;
  }

  /** Locks the story row for a staff decision, so two staff never decide it twice. */
  async byIdForUpdate(tx: Db, id: string): Promise<StoryRow | undefined> {
    const [row] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
    return row;
  }

  async insert(tx: Db, row: typeof stories.$inferInsert): Promise<StoryRow> {
    const [created] = await tx.insert(stories).values(row).returning();
    return created!;
  }

  async save(tx: Db, id: string, values: Partial<StoryRow>): Promise<StoryRow> {
    const [row] = await tx.update(stories).set(values).where(eq(stories.id, id)).returning();
    return row!;
  }

  /** Published in this language, newest first: what guests read. */
  async published(db: Db, lang: Locale, limit = 50): Promise<StoryRow[]> {
    return db
      .select()
      .from(stories)
      .where(and(eq(stories.status, 'published'), sql`${stories.languages} ? ${lang}`))
      .orderBy(desc(stories.publishedAt), desc(stories.id))
      .limit(limit);
  }

  async adminList(
    db: Db,
    query: AdminListQuery,
  ): Promise<{ items: StoryRow[]; total: number } | AdminListRefused> {
    const q = adminQuery(ADMIN_SPEC, query);
    if ('refused' in q) return q;
    const items = await db
      .select()
      .from(stories)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await db.select({ n: count() }).from(stories).where(q.where);
    return { items, total: total?.n ?? 0 };
  }

  /** Erasure: the stories a member co-wrote go with her (the other member's words included). */
  async purge(tx: Db, memberId: string): Promise<StoryRow[]> {
    return tx
      .delete(stories)
      .where(or(eq(stories.memberA, memberId), eq(stories.memberB, memberId)))
      .returning();
  }
}
