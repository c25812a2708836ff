import type { AfterCommit, Db } from '@mawadda/kit';
import { announceAll } from './apply-account.js';
import { closeInTransaction } from './close-conversations.js';
import type { ChatApp } from './context.js';

/** social's `follow.accepted` / `follow.removed`: an accepted follow opens a private profile to a first message. */
export async function applyFollow(
  app: ChatApp,
  tx: Db,
  f: { followerId: string; targetId: string },
  on: boolean,
) {
  if (on) await app.graph.follow(tx, f.followerId, f.targetId);
  else await app.graph.unfollow(tx, f.followerId, f.targetId);
}

/**
 * social's `member.blocked`: a block closes the pair's conversation for both at once (reason
 * `blocked`); the blocked member can no longer load or write in it. `member.unblocked` lifts the
 * block; the conversation stays closed until one of them writes again as a first contact.
 */
export async function applyBlock(
  app: ChatApp,
  tx: Db,
  b: { blockerId: string; blockedId: string },
  on: boolean,
): Promise<AfterCommit | void> {
  if (!on) return app.graph.unblock(tx, b.blockerId, b.blockedId);
  await app.graph.block(tx, b.blockerId, b.blockedId);
  await app.conversations.lockPair(tx, b.blockerId, b.blockedId);
  const open = await app.conversations.openOf(tx, b.blockerId, b.blockedId);
  const closed = await closeInTransaction(app, tx, open, { reason: 'blocked', closedBy: null });
  // The blocked member can no longer see the conversation, so it no longer counts in their badge.
  for (const id of closed) await app.conversations.clearUnread(tx, id, b.blockedId);
  return announceAll(app, closed);
}
