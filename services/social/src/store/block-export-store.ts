import { count } from 'drizzle-orm';
import type { BlockExport } from '@mawadda/contracts';
import { exportPage, type Db, type ExportKey } from '@mawadda/kit';
import { blocks } from './schema.js';

/**
 * Every block, for a read model rebuilt from the source of truth (search). Keyed by the primary
 * key (blocker, blocked): unique, never updated, and served by the primary key's index.
 */
export class BlockExportStore {
  constructor(private readonly db: Db) {}

  async page(limit: number, after: ExportKey | undefined) {
    const page = await exportPage({
      key: [blocks.blockerId, blocks.blockedId],
      limit,
      after,
      select: (where, order, n) =>
        this.db
          .select()
          .from(blocks)
          .where(where)
          .orderBy(...order)
          .limit(n),
      keyOf: (r) => [r.blockerId, r.blockedId],
    });
    const items = page.rows.map((r): BlockExport => ({
      blockerId: r.blockerId,
      blockedId: r.blockedId,
      at: r.createdAt.toISOString(),
    }));
    return { items, next: page.next };
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(blocks);
    return row?.n ?? 0;
  }
}
