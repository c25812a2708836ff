import type { Db } from '@mawadda/kit';
import { disputeAfter, type DisputeStatus } from '../domain/refunds.js';
import type { OrderRow } from '../store/schema.js';
import type { BillingApp } from './context.js';

/**
 * A chargeback reported by the provider, inside the caller's transaction (the order locked). An
 * open dispute flags the order for staff (the console shows it) and holds the member's renewals
 * (advance-subscription asks `hasOpenDispute`); its close, won or lost, releases them. A report
 * out of order or seen before changes nothing. Answers the subscription to look at again when
 * renewals were released (its due date may have passed while they were held).
 */
export async function applyDispute(
  app: BillingApp,
  tx: Db,
  order: OrderRow,
  event: { ref: string; status: DisputeStatus; at: Date },
): Promise<{ changed: boolean; release?: string }> {
  const next = disputeAfter(
    { status: order.disputeStatus, ref: order.disputeRef, at: order.disputeAt },
    event,
  );
  if (next === undefined) return { changed: false };
  await app.orders.update(tx, order.id, { disputeStatus: next, disputeRef: event.ref, disputeAt: event.at });
  if (next === 'open') {
    app.logger.warn({ orderId: order.id }, 'payment disputed: renewals held until it is resolved');
    return { changed: true };
  }
  const running = await app.subscriptions.running(tx, order.memberId);
  return { changed: true, release: running?.id };
}
