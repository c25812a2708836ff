import { isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { PlatformTables } from '../events/platform-tables.js';
import { deadLetters, onScrape, outboxAge, outboxBacklog } from './registry.js';

/**
 * A service's outbox backlog, the age of its oldest unpublished event and its dead letters, read
 * from its own tables at each scrape (the unpublished rows through their partial index). A
 * backlog that grows, or an age past a few seconds, means the relay cannot publish.
 */
export function registerOutboxMetrics(db: Db, service: string, tables: PlatformTables): () => void {
  const { outbox } = tables;
  return onScrape(async () => {
    const [waiting] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: min(outbox.createdAt) })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    const [dead] = await db.select({ count: sql<number>`count(*)::int` }).from(tables.deadLetters);
    outboxBacklog.set({ service }, Number(waiting?.count ?? 0));
    const oldest = waiting?.oldest ? new Date(waiting.oldest).getTime() : undefined;
    outboxAge.set({ service }, oldest ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
    deadLetters.set({ service }, Number(dead?.count ?? 0));
  });
}
