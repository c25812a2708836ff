import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';

/**
 * After a rebuild: whatever neither an event nor the rebuild touched since it started is gone at
 * the source (a lost removal event). Runs in the finishing transaction.
 */
export async function sweepUnseen(
  app: SearchApp,
  tx: Db,
  since: Date,
): Promise<{ removedMembers: number; removedBlocks: number; removedFollows: number }> {
  const gone = await app.members.sweep(tx, since);
  for (const row of gone) await app.index.remove(row.memberId, row.rev + 1, tx);
  return {
    removedMembers: gone.length,
    removedBlocks: await app.blocks.sweep(tx, since),
    removedFollows: await app.follows.sweep(tx, since),
  };
}
