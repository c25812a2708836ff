import { and, count } from 'drizzle-orm';
import { exportPage, type Db, type ExportKey } from '@mawadda/kit';
import { isMemberAccount } from './accounts-store.js';
import { accounts } from './schema.js';

/**
 * Every member account, for a read model rebuilt from the source of truth (search). Keyed by the
 * account id: the primary key, unique and never changed; ids are UUID v7, so the order is
 * roughly registration order and accounts registered during a walk land on its last pages.
 */
export async function memberExportPage(db: Db, limit: number, after: ExportKey | undefined) {
  return exportPage({
    key: [accounts.id],
    limit,
    after,
    select: (where, order, n) =>
      db
        .select()
        .from(accounts)
        .where(and(isMemberAccount, where))
        .orderBy(...order)
        .limit(n),
    keyOf: (r) => [r.id],
  });
}

export async function countMemberAccounts(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accounts).where(isMemberAccount);
  return row?.n ?? 0;
}
