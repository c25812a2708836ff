import {
  ok,
  refused,
  takeAdvisoryLocks,
  writerLocks,
  type Db,
  type Outcome,
  type RateDecision,
} from '@mawadda/kit';
import { writeStep } from '../domain/contact-rules.js';
import { gateStep } from '../domain/guardian-gate.js';
import type { Refusal } from '../domain/refusals.js';
import { clientKey } from '../store/message-store.js';
import { followKey } from '../store/graph-store.js';
import type { BatchFacts } from '../store/batch-store.js';
import type { ConversationRow } from '../store/schema.js';
import type { ChatApp } from './context.js';
import { pairFactsOf, stateOf } from './pair-facts.js';
import { storeReplies } from './store-replies.js';
import { visibleToWriter, type Stored } from './store-message.js';
import { pairKey, type WriteRequest } from './write-request.js';

/** A request's fate in a batch: settled here, or `alone`, to be stored by itself after the batch. */
export type BatchOutcome = Outcome<Stored, Refusal> | 'alone';

/**
 * Stores a batch of messages in one transaction with a fixed number of statements, whatever its
 * size: the same rules as `storeOne`, judged for each message in arrival order from facts read
 * once for the batch under every pair's lock. It takes plain replies (an open, ungated
 * conversation) and refusals; anything that opens or changes a conversation (a start, a reopen,
 * a guardian's gate) goes `alone`, and so does every later message of that pair, so a pair's
 * messages keep their order.
 */
export async function storeBatch(app: ChatApp, requests: readonly WriteRequest[]): Promise<BatchOutcome[]> {
  // Each writer's message counter is spent beside the transaction, not inside it: with Redis a
  // round trip there, under the pairs' locks, kept another replica's batch of the same pairs
  // waiting. What the batch did not store is given back before anyone hears of it.
  const spending = Promise.all(requests.map((r) => app.limits.messages.consume(r.writerId)));
  // Awaited only once the batch is judged: a spend failing before then must not count as an
  // unhandled rejection meanwhile, which would end the process. The batch still fails on it.
  spending.catch(() => undefined);
  let outcomes: BatchOutcome[];
  try {
    outcomes = await judgeAndStore(app, requests, spending);
  } catch (err) {
    await giveBack(app, requests, await spending.catch(() => []), () => true);
    throw err;
  }
  await giveBack(app, requests, await spending, (i) => unspent(outcomes[i]!));
  return outcomes;
}

function judgeAndStore(
  app: ChatApp,
  requests: readonly WriteRequest[],
  spending: Promise<RateDecision[]>,
): Promise<BatchOutcome[]> {
  return app.outbox.inTransaction(app.database.db, async (tx) => {
    const facts = await batchFacts(app, tx, requests);
    const outcomes: BatchOutcome[] = [];
    const replies: Array<{ index: number; request: WriteRequest; row: ConversationRow }> = [];
    const alonePairs = new Set<string>();
    const inBatch = new Set<string>();
    for (const [index, request] of requests.entries()) {
      const judged = judge(request, facts, alonePairs.has(pairKey(request.writerId, request.otherId)));
      if (judged !== 'reply') {
        if (judged === 'alone') alonePairs.add(pairKey(request.writerId, request.otherId));
        outcomes[index] = judged;
        continue;
      }
      const row = facts.rows.get(pairKey(request.writerId, request.otherId))!;
      const key = clientKey({
        conversationId: row.id,
        senderId: request.writerId,
        clientId: request.input.clientId,
      });
      // The same message twice in one batch (a resend racing its first try): the second runs
      // alone after the batch, where it finds the first stored.
      if (inBatch.has(key)) {
        alonePairs.add(pairKey(request.writerId, request.otherId));
        outcomes[index] = 'alone';
        continue;
      }
      inBatch.add(key);
      replies.push({ index, request, row });
    }
    const budgets = await spending;
    const kept = replies.filter((r) => {
      const budget = budgets[r.index]!;
      if (!budget.allowed)
        outcomes[r.index] = refused({ refusal: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds });
      return budget.allowed;
    });
    for (const [i, stored] of (await storeReplies(app, tx, kept)).entries())
      outcomes[kept[i]!.index] = ok(stored);
    return outcomes;
  });
}

/**
 * Only a stored message counts against its writer: a resend, a refusal and a message left to be
 * stored alone (which counts itself there) get their point back. A message refused for the limit
 * keeps it, as one stored alone does, so a writer past the limit stays there until the window ends.
 */
function unspent(outcome: BatchOutcome): boolean {
  if (outcome === 'alone') return true;
  if (!outcome.ok) return outcome.refusal.refusal !== 'rate_limited';
  return outcome.value.write.kind === 'resend';
}

async function giveBack(
  app: ChatApp,
  requests: readonly WriteRequest[],
  spent: readonly RateDecision[],
  returned: (index: number) => boolean,
) {
  await Promise.all(
    spent.flatMap((_, i) => (returned(i) ? [app.limits.messages.giveBack(requests[i]!.writerId)] : [])),
  );
}

type Facts = BatchFacts & { now: Date };

/**
 * What the rules need of every message in the batch: the writers (against an erasure) and each
 * pair locked in one statement, then everything read in one.
 */
async function batchFacts(app: ChatApp, tx: Db, requests: readonly WriteRequest[]): Promise<Facts> {
  await takeAdvisoryLocks(tx, [
    ...writerLocks(requests.map((r) => r.writerId)),
    ...app.conversations.pairLocks(requests.map((r) => [r.writerId, r.otherId] as const)),
  ]);
  const facts = await app.batches.factsOf(
    tx,
    requests.map((r) => ({ writerId: r.writerId, otherId: r.otherId, clientId: r.input.clientId })),
  );
  return { ...facts, now: app.clock() };
}

/** A request's fate from the batch's facts: `reply` to store in the batch. */
function judge(r: WriteRequest, f: Facts, pairAlone: boolean): BatchOutcome | 'reply' {
  if (pairAlone) return 'alone';
  if (f.erased.has(r.writerId)) return refused({ refusal: 'accountGone' });
  const row = f.rows.get(pairKey(r.writerId, r.otherId));
  if (r.named && !(row?.id === r.named && visibleToWriter(row, r.writerId)))
    return refused({ refusal: 'notFound', what: 'conversation' });
  if (!row) return 'alone';
  const earlier = f.stored.get(
    clientKey({ conversationId: row.id, senderId: r.writerId, clientId: r.input.clientId }),
  );
  if (earlier) return ok({ write: { message: earlier, conversationId: row.id, kind: 'resend' }, views: [] });
  const gate = gateStep(r.writerId, row, f.now);
  if (gate.kind === 'refuse') return refused({ refusal: gate.refusal });
  if (gate.kind !== 'none') return 'alone';
  const step = writeStep(
    r.writerId,
    pairFactsOf(r.writerId === r.otherId, f.others.get(r.otherId), {
      aBlocksB: f.blocks.has(followKey(r.writerId, r.otherId)),
      bBlocksA: f.blocks.has(followKey(r.otherId, r.writerId)),
    }),
    stateOf(row),
  );
  if (!step.ok) return refused(step.refusal);
  return step.kind === 'reply' ? 'reply' : 'alone';
}
