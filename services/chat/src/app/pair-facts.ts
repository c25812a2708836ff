import type { Db } from '@mawadda/kit';
import type { ConversationState, OpeningFacts, PairFacts } from '../domain/contact-rules.js';
import type { ConversationRow, MemberRow } from '../store/schema.js';
import type { ChatApp } from './context.js';

const DAY_MS = 86_400_000;

/** What the contact rules need to know of a writer and the member they write to. */
export async function pairFacts(app: ChatApp, db: Db, writerId: string, otherId: string): Promise<PairFacts> {
  // One after the other: in a transaction the queries share one connection.
  const other = await app.members.find(db, otherId);
  return pairFactsOf(writerId === otherId, other, await app.graph.blocksBetween(db, writerId, otherId));
}

/** The pair's facts from what was read: the other member's row and the blocks each way (a: the writer). */
export const pairFactsOf = (
  self: boolean,
  other: MemberRow | undefined,
  blocks: { aBlocksB: boolean; bBlocksA: boolean },
): PairFacts => ({
  self,
  other: other && { kind: other.kind, status: other.status, visibility: other.visibility },
  writerBlocksOther: blocks.aBlocksB,
  otherBlocksWriter: blocks.bBlocksA,
});

/** What a first contact (a start or a reopen) needs: the follow, the entitlement, the day's count. */
export async function openingFacts(
  app: ChatApp,
  db: Db,
  writerId: string,
  otherId: string,
): Promise<OpeningFacts> {
  const now = app.clock();
  const followsOther = await app.graph.follows(db, writerId, otherId);
  const entitled = await app.entitlements.premium(db, writerId, now);
  const started = await app.conversations.startedSince(db, writerId, new Date(now.getTime() - DAY_MS));
  return {
    followsOther,
    entitled,
    startedToday: started.count,
    dailyLimit: app.config.CHAT_NEW_CONVERSATIONS_PER_DAY,
    windowFreesInSeconds: started.oldest
      ? Math.ceil((started.oldest.getTime() + DAY_MS - now.getTime()) / 1000)
      : 0,
  };
}

export const stateOf = (row: ConversationRow | undefined): ConversationState | undefined =>
  row && { status: row.status, closedReason: row.closedReason, closedBy: row.closedBy };

/** The other member of a conversation. */
export const otherOf = (row: Pick<ConversationRow, 'memberA' | 'memberB'>, memberId: string) =>
  row.memberA === memberId ? row.memberB : row.memberA;
