import { ok, refused, type Outcome } from '@mawadda/kit';
import { receiptTarget } from '../domain/receipts.js';
import type { RefusalOf } from '../domain/refusals.js';
import type { ChatApp } from './context.js';
import { announceReceipts } from './notify.js';
import { otherOf } from './pair-facts.js';

/**
 * A member's devices say how far messages reached them (`delivered`) or how far they read
 * (`read`). Watermarks only move forward and never past the last message; the other member's
 * ticks change live. Receipts need no open conversation: a closed one's messages were still read.
 */
export async function markReceipts(
  app: ChatApp,
  memberId: string,
  conversationId: string,
  kind: 'delivered' | 'read',
  upToSeq: number,
): Promise<Outcome<void, RefusalOf<'notFound'>>> {
  const db = app.database.db;
  const facts = await app.conversations.factsOf(db, memberId, conversationId);
  if (!facts) return refused({ refusal: 'notFound', what: 'conversation' });
  const row = (await app.conversations.byId(db, conversationId))!;
  const moved = await app.outbox.inTransaction(db, (tx) =>
    app.conversations.moveReceipts(tx, conversationId, memberId, receiptTarget(kind, upToSeq, row.lastSeq)),
  );
  if (moved?.moved)
    await announceReceipts(app, {
      conversationId,
      readerId: memberId,
      otherId: otherOf(row, memberId),
      deliveredSeq: moved.deliveredSeq,
      readSeq: moved.readSeq,
    });
  return ok(undefined);
}
