import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';
import { reindex } from './reindex.js';

/**
 * match's `pair.married`: both members married on the site, so neither appears in search or in
 * anyone's suggestions again, and neither is given suggestions (README: married members).
 */
export async function applyMarriage(app: SearchApp, tx: Db, memberIds: string[], at: Date): Promise<void> {
  for (const memberId of memberIds) await reindex(app, tx, await app.members.markMarried(tx, memberId, at));
}
