import type { Db } from '@mawadda/kit';
import { indexEntryOf } from '../domain/searchable.js';
import type { MemberRow } from '../store/schema.js';
import type { SearchApp } from './context.js';

/**
 * A changed row goes into the index if it is searchable, and out of it if not; no row (the store
 * changed nothing: a stale snapshot, an older heartbeat, an erased member) leaves it alone.
 */
export async function reindex(app: SearchApp, tx: Db, row: MemberRow | undefined): Promise<void> {
  if (!row) return;
  const entry = indexEntryOf(row, await app.preferences.of(tx, row.memberId));
  if (entry) await app.index.put(entry, tx);
  else await app.index.remove(row.memberId, row.rev, tx);
}
