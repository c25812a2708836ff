import { recordErasure, type Db } from '@mawadda/kit';
import { pairEnded, storyWithdrawn } from '../events/match-events.js';
import type { PairRow } from '../store/schema.js';
import type { MatchApp } from './context.js';

/** The platform ends a pair (a block, an erasure): no member ended it, so no note. */
async function endByPlatform(app: MatchApp, tx: Db, row: PairRow, at: Date) {
  if (row.stage === 'married') return; // a marriage is a fact, not a state a block undoes
  await app.pairs.save(tx, row.id, {
    status: 'ended',
    proposal: null,
    endedBy: null,
    endNote: null,
    endedAt: at,
    updatedAt: at,
  });
  await app.pairs.record(tx, [{ pairId: row.id, step: 'ended', stage: row.stage, by: null, at }]);
  await app.outbox.append(tx, pairEnded(row.id, [row.memberA, row.memberB], null, at));
}

/** social's `member.blocked`: the copy, and the pair between them ends. */
export async function applyBlock(
  app: MatchApp,
  tx: Db,
  e: { blockerId: string; blockedId: string; at: string },
) {
  await app.members.block(tx, e.blockerId, e.blockedId);
  await app.pairs.lockMembers(tx, e.blockerId, e.blockedId);
  const row = await app.pairs.activeBetween(tx, e.blockerId, e.blockedId);
  if (row) await endByPlatform(app, tx, row, new Date(e.at));
}

export async function applyUnblock(app: MatchApp, tx: Db, e: { blockerId: string; blockedId: string }) {
  await app.members.unblock(tx, e.blockerId, e.blockedId);
}

/**
 * auth's `member.deleted`: the member's active pairs end (the other member sees "ended with
 * respect"), and the copies about them, their answers and their stories go. The tombstone refuses a dead token's later steps.
 */
export async function eraseMember(
  app: MatchApp,
  tx: Db,
  erasure: { memberId: string; deletedAt: Date; eventId: string },
) {
  await recordErasure(tx, erasure);
  for (const row of await app.pairs.activeOf(tx, erasure.memberId))
    await endByPlatform(app, tx, row, erasure.deletedAt);
  await app.members.purge(tx, erasure.memberId);
  await app.answers.purge(tx, erasure.memberId);
  // Her story goes too (its words are hers as much as his); a published one leaves the site now.
  for (const story of await app.stories.purge(tx, erasure.memberId))
    if (story.status === 'published')
      await app.outbox.append(tx, storyWithdrawn(story.id, story.pairId, erasure.deletedAt));
}
