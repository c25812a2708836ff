import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';

/*
 * `member.blocked` / `member.unblocked` (and block export rows). Blocks touch no index entry:
 * each search leaves out whoever is blocked either way at the time it runs.
 */

export async function applyBlock(app: SearchApp, tx: Db, blockerId: string, blockedId: string) {
  await app.blocks.block(tx, blockerId, blockedId);
}

export async function applyUnblock(app: SearchApp, tx: Db, blockerId: string, blockedId: string) {
  await app.blocks.unblock(tx, blockerId, blockedId);
}
