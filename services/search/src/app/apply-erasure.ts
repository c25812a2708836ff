import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';

/**
 * `member.deleted`: the row and the member's blocks, follows, wishes and suggestions go, and a tombstone keeps a late snapshot
 * from the other topic from bringing them back.
 */
export async function applyErasure(app: SearchApp, tx: Db, memberId: string, at: Date): Promise<void> {
  const row = await app.members.erase(tx, memberId, at);
  await app.blocks.purge(tx, memberId);
  await app.follows.purge(tx, memberId);
  await app.preferences.purge(tx, memberId);
  await app.suggestions.purge(tx, memberId);
  await app.approaches.purge(tx, memberId);
  await app.guardians.purge(tx, memberId);
  await app.entitlements.erase(tx, memberId);
  // One past the last revision: newer than anything the index may hold of them.
  if (row) await app.index.remove(memberId, row.rev + 1, tx);
}
