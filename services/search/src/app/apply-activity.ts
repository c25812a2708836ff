import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';
import { reindex } from './reindex.js';

/** `member.active`: activity only moves forward, so an older heartbeat changes nothing. */
export async function applyActivity(app: SearchApp, tx: Db, memberId: string, at: Date): Promise<void> {
  await reindex(app, tx, await app.members.markActive(tx, memberId, at));
}
