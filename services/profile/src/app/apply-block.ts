import type { Db } from '@mawadda/kit';
import type { ProfileApp } from './context.js';

/**
 * A member the owner blocks finds nothing of the owner here (`member.blocked`), and the grants both
 * ways end with the block, without waiting for the follows' own events (they travel on the other
 * member's partition). In the event's inbox transaction; harmless when repeated.
 */
export async function applyBlock(
  { access, guardians, clock }: ProfileApp,
  tx: Db,
  block: { blockerId: string; blockedId: string; at: Date },
): Promise<void> {
  await access.block(tx, block.blockerId, block.blockedId, block.at);
  // A reveal between the two still waiting for a guardian is withdrawn, never granted.
  await guardians.cancelBetween(tx, block.blockerId, block.blockedId, clock());
}

/** `member.unblocked`: the profile shows again; private media waits for a new accepted follow. */
export async function liftBlock(
  { access }: ProfileApp,
  tx: Db,
  block: { blockerId: string; blockedId: string },
): Promise<void> {
  await access.unblock(tx, block.blockerId, block.blockedId);
}
