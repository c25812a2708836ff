import { count } from 'drizzle-orm';
import { exportPage, type Db, type ExportKey } from '@mawadda/kit';
import { profiles } from './schema.js';

/**
 * Every profile (companies' too: the snapshot says which), for a read model rebuilt from the
 * source of truth (search). Keyed by the member id: the primary key, unique and never changed.
 */
export class ProfileExportStore {
  constructor(private readonly db: Db) {}

  page(limit: number, after: ExportKey | undefined) {
    return exportPage({
      key: [profiles.memberId],
      limit,
      after,
      select: (where, order, n) =>
        this.db
          .select()
          .from(profiles)
          .where(where)
          .orderBy(...order)
          .limit(n),
      keyOf: (r) => [r.memberId],
    });
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(profiles);
    return row?.n ?? 0;
  }
}
