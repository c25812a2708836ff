import { ok, refused } from '@mawadda/kit';
import { mergeReceipts, receiptKey, type ReceiptFrame } from '../domain/receipts.js';
import type { ChatApp } from './context.js';
import type { Settle } from './group-commit.js';
import { announceReceipts } from './notify.js';
import type { ReceiptOutcome } from './receipt-request.js';

/**
 * A member's devices say how far messages reached them (`delivered`) or how far they read
 * (`read`). Watermarks only move forward and never past the last message; the other member's
 * ticks change live. Receipts need no open conversation: a closed one's messages were still read.
 * They go through a group commit of their own: a device that reads a message answers with a
 * receipt, so a busy replica gets about as many receipts as messages.
 */
export function markReceipts(
  app: ChatApp,
  memberId: string,
  conversationId: string,
  kind: 'delivered' | 'read',
  upToSeq: number,
  origin?: string,
): Promise<ReceiptOutcome> {
  return app.receipts.submit({ memberId, conversationId, kind, upToSeq, origin });
}

/**
 * Each reader's socket her read frames came on, when they all came on one (undefined when one came
 * over HTTP or they came on several): that device hears her new badge straight away.
 */
function readersOrigins(frames: readonly ReceiptFrame[]): Map<string, string | undefined> {
  const origins = new Map<string, string | undefined>();
  for (const f of frames) {
    if (f.kind !== 'read') continue;
    const id = f.memberId.toLowerCase();
    origins.set(id, origins.has(id) && origins.get(id) !== f.origin ? undefined : f.origin);
  }
  return origins;
}

/**
 * One batch of receipts: merged per member and conversation, moved in one statement, each
 * conversation's other member told once of where the watermarks now stand, each reader whose read
 * moved told her badge, then every frame answered (a conversation not hers: not found).
 */
export async function commitReceipts(
  app: ChatApp,
  batch: ReadonlyArray<{ item: ReceiptFrame; settle: Settle<ReceiptOutcome> }>,
): Promise<void> {
  const merged = mergeReceipts(batch.map((b) => b.item));
  const stored = await app.receiptStore.moveMany(app.database.db, [...merged.values()]);
  await announceReceipts(app, stored, readersOrigins(batch.map((b) => b.item)));
  const found = new Set(stored.map(receiptKey));
  for (const { item, settle } of batch)
    settle.resolve(
      found.has(receiptKey(item)) ? ok(undefined) : refused({ refusal: 'notFound', what: 'conversation' }),
    );
}
