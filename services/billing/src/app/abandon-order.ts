import { isAbandoned } from '../domain/orders.js';
import { paymentFailed } from '../events/billing-events.js';
import type { BillingApp } from './context.js';

/**
 * The `order.abandon` job: a checkout left unpaid for `BILLING_ORDER_ABANDON_MINUTES` is closed
 * as NotPaid (abandoned), so the member's next checkout starts clean. A payment that still arrives
 * later is honoured (README "Orders").
 */
export async function abandonOrder(app: BillingApp, orderId: string): Promise<void> {
  const now = app.clock();
  await app.outbox.inTransaction(app.database.db, async (tx) => {
    const order = await app.orders.byId(tx, orderId, true);
    if (!order || !isAbandoned(order, now, app.config.BILLING_ORDER_ABANDON_MINUTES * 60_000)) return;
    const closed = await app.orders.update(tx, order.id, {
      stage: 'NotPaid',
      payment: 'NotPaid',
      failure: 'abandoned',
    });
    await app.outbox.append(tx, paymentFailed(closed, 'abandoned', now));
  });
}
