import type { AdminOrder, AdminRefundRequest } from '@mawadda/contracts';
import { ok, refused, staffActed, type Outcome, type Principal } from '@mawadda/kit';
import { checkRefundRequest } from '../domain/refunds.js';
import type { RefusalOf } from '../domain/refusals.js';
import { orderNumber } from '../domain/orders.js';
import { adminOrderView } from './admin-lists.js';
import { applyRefund } from './apply-refund.js';
import type { BillingApp } from './context.js';

type RefundRefusal =
  | RefusalOf<'orderNotFound'>
  | RefusalOf<'notRefundable'>
  | RefusalOf<'refundTooLarge'>
  | RefusalOf<'refundRefused'>
  | RefusalOf<'providerUnavailable'>;

/**
 * `POST /admin/orders/{id}/refund` (admins): gives back part or all of an order's payment through
 * its provider, then applies it (README "Refunds and disputes") with the staff audit line
 * (`order.refund`, the amount and the reason) in the same transaction. The provider is asked
 * outside any lock; its idempotency key is the order and what was refunded before, so a double
 * click refunds once and the second applies nothing more.
 */
export async function refundOrder(
  app: BillingApp,
  staff: Principal,
  orderId: string,
  request: AdminRefundRequest,
): Promise<Outcome<AdminOrder, RefundRefusal>> {
  const db = app.database.db;
  const before = await app.orders.byId(db, orderId);
  if (!before) return refused({ refusal: 'orderNotFound' });
  const check = checkRefundRequest(before, request.amountMinor);
  if (!check.ok) return refused({ refusal: check.refusal });
  if (!before.paymentRef) return refused({ refusal: 'notRefundable' });
  let outcome;
  try {
    outcome = await app.provider.refund({
      paymentRef: before.paymentRef,
      amountMinor: request.amountMinor,
      currency: 'AED',
      key: `refund-${orderId}-${before.refundedMinor}-${request.amountMinor}`,
    });
  } catch (err) {
    app.logger.warn({ orderId, err: err instanceof Error ? err.message : String(err) }, 'refund could not be made');
    return refused({ refusal: 'providerUnavailable' });
  }
  if (!outcome.ok) return refused({ refusal: 'refundRefused' });
  const now = app.clock();
  const row = await app.outbox.inTransaction(db, async (tx) => {
    const order = (await app.orders.byId(tx, orderId, true))!;
    const applied = await applyRefund(
      app,
      tx,
      order,
      {
        refundedMinor: before.refundedMinor + request.amountMinor,
        staffId: staff.id,
        reason: request.reason,
        refundRef: outcome.refundRef,
      },
      now,
    );
    if (applied)
      await app.outbox.append(
        tx,
        staffActed(
          staff,
          'order.refund',
          { type: 'order', id: orderId, memberId: order.memberId },
          `${orderNumber(order.seq)}: ${request.amountMinor} fils; ${request.reason}`,
        ),
      );
    return (await app.orders.byId(tx, orderId))!;
  });
  return ok(adminOrderView(row));
}
