import { inIdempotencyScope, ok, refused, type Logger, type Outcome } from '@mawadda/kit';
import type { Refusal } from '../domain/refusals.js';
import type { ChatApp } from './context.js';
import type { Settle } from './group-commit.js';
import { announceStored } from './notify.js';
import { otherOf } from './pair-facts.js';
import { storeBatch, type BatchOutcome } from './store-batch.js';
import { storeOne } from './store-message.js';
import { pairKey, type WriteOutcome, type WriteRequest } from './write-request.js';

/** Where a message goes: into a conversation of the writer's, or to a member (starting one if need be). */
export type Destination = { conversationId: string } | { memberId: string };

/**
 * The one way every message is written: it commits before anyone is told, and the writer hears
 * back only after both members' devices were told. A resend of a stored client id answers and
 * re-announces it, as the replica that stored it may have died first. Messages go through the
 * service's group commit; a write under an idempotency key is its own transaction, as its key is
 * spent in the transaction that stores it.
 */
export async function writeMessage(
  app: ChatApp,
  writerId: string,
  to: Destination,
  input: { clientId: string; text: string },
  origin?: string,
): Promise<WriteOutcome> {
  // Ids as the database writes them: the pair's order and the batch's keys compare strings.
  const named = 'conversationId' in to ? to.conversationId.toLowerCase() : undefined;
  const target = await otherMemberOf(app, writerId, named ? { conversationId: named } : to);
  if (!target.ok) return target;
  const request: WriteRequest = {
    writerId,
    otherId: target.value.toLowerCase(),
    named,
    input: { clientId: input.clientId, text: input.text },
    origin,
  };
  if (!inIdempotencyScope()) return app.writes.submit(request);
  return app.pairs.run(pairKey(writerId, target.value), () => storeAlone(app, request));
}

/**
 * Runs one group-commit batch: its plain replies stored together and announced together, then
 * each message the batch left alone in its own transaction, in arrival order. A batch that fails
 * as a whole (a lock wait ended by the database, a lost connection) is retried message by message,
 * so one bad message fails alone.
 */
export async function commitWrites(
  app: ChatApp,
  logger: Logger,
  batch: ReadonlyArray<{ item: WriteRequest; settle: Settle<WriteOutcome> }>,
): Promise<void> {
  let outcomes: BatchOutcome[];
  try {
    outcomes = await storeBatch(
      app,
      batch.map((b) => b.item),
    );
  } catch (err) {
    logger.warn({ err, messages: batch.length }, 'chat batch failed; storing its messages one by one');
    outcomes = batch.map(() => 'alone');
  }
  await announceStored(
    app,
    outcomes.flatMap((o, i) => (o !== 'alone' && o.ok ? [{ ...o.value, origin: batch[i]!.item.origin }] : [])),
  );
  for (const [i, outcome] of outcomes.entries())
    if (outcome !== 'alone') batch[i]!.settle.resolve(outcome.ok ? ok(outcome.value.write) : outcome);
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome !== 'alone') continue;
    await storeAlone(app, batch[i]!.item).then(batch[i]!.settle.resolve, batch[i]!.settle.reject);
  }
}

async function storeAlone(app: ChatApp, request: WriteRequest): Promise<WriteOutcome> {
  const stored = await storeOne(app, request);
  if (!stored.ok) return stored;
  await announceStored(app, [{ ...stored.value, origin: request.origin }]);
  return ok(stored.value.write);
}

/**
 * The other member a destination names; a conversation not between the writer and someone is not
 * found. Whether the writer may see it (a gated one is its starter's alone) is judged when storing.
 */
async function otherMemberOf(
  app: ChatApp,
  writerId: string,
  to: Destination,
): Promise<Outcome<string, Refusal>> {
  if ('memberId' in to) return to.memberId === writerId ? refused({ refusal: 'self' }) : ok(to.memberId);
  const pair = await app.conversationPairs.of(app.database.db, to.conversationId);
  return pair?.includes(writerId)
    ? ok(otherOf({ memberA: pair[0], memberB: pair[1] }, writerId))
    : refused({ refusal: 'notFound', what: 'conversation' } as const);
}
