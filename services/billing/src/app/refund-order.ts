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
  | RefusalOf<'refundStale'>
  | RefusalOf<'providerUnavailable'>;

/**
 * `POST /admin/orders/{id}/refund` (admins): gives back part or all of an order's payment through
 * its provider, then applies it (README "Refunds and disputes") with the staff audit line
 * (`order.refund`, the amount and the reason) in the same transaction. The provider is asked
 * outside any lock; its idempotency key is the order, what the form saw refunded before and the
 * amount, so two clicks of one form refund once (the provider answers the same refund) and the
 * second applies nothing more.
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
  const key = `refund-${orderId}-${request.refundedBefore}-${request.amountMinor}`;
  // The same form sent again (a double click): its refund was made, nothing more to do.
  if (await app.refunds.byRequest(db, key)) return ok(adminOrderView(before));
  if (before.refundedMinor !== request.refundedBefore) return refused({ refusal: 'refundStale' });
  const check = checkRefundRequest(before, request.amountMinor);
  if (!check.ok) return refused({ refusal: check.refusal });
  if (!before.paymentRef) return refused({ refusal: 'notRefundable' });
  let outcome;
  try {
    outcome = await app.provider.refund({
      paymentRef: before.paymentRef,
      amountMinor: request.amountMinor,
      currency: 'AED',
      key,
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
        refundedMinor: request.refundedBefore + request.amountMinor,
        staffId: staff.id,
        reason: request.reason,
        refundRef: outcome.refundRef,
        requestKey: key,
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
