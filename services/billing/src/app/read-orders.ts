import type { Locale, Order, OrderList, Receipt } from '@mawadda/contracts';
import { ok, refused, type KeysetCursor, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { sellerAddress, sellerName } from '../domain/seller.js';
import type { BillingApp } from './context.js';
import { orderView } from './views.js';

/** `GET /orders`: the member's orders, newest first. */
export async function listOrders(
  app: BillingApp,
  memberId: string,
  limit: number,
  cursor?: KeysetCursor,
): Promise<OrderList> {
  const page = await app.orders.page(app.database.db, memberId, limit, cursor);
  return { items: page.rows.map(orderView), next: page.next };
}

/** `GET /orders/{id}`: one of the member's orders; another member's is not found (never "forbidden"). */
export async function readOrder(
  app: BillingApp,
  memberId: string,
  orderId: string,
): Promise<Outcome<Order, RefusalOf<'orderNotFound'>>> {
  const order = await app.orders.byId(app.database.db, orderId);
  if (!order || order.memberId !== memberId) return refused({ refusal: 'orderNotFound' });
  return ok(orderView(order));
}

/** `GET /orders/{id}/receipt`: a paid order as a printable receipt, with the seller's VAT number. */
export async function readReceipt(
  app: BillingApp,
  memberId: string,
  orderId: string,
  locale: Locale,
): Promise<Outcome<Receipt, RefusalOf<'orderNotFound'> | RefusalOf<'orderNotPaid'>>> {
  const db = app.database.db;
  const order = await app.orders.byId(db, orderId);
  if (!order || order.memberId !== memberId) return refused({ refusal: 'orderNotFound' });
  if (order.payment === 'NotPaid') return refused({ refusal: 'orderNotPaid' });
  const member = await app.members.find(db, memberId);
  return ok({
    order: orderView(order),
    seller: {
      name: sellerName(app.config, locale),
      address: sellerAddress(app.config, locale),
      vatNumber: app.config.BILLING_SELLER_TRN,
    },
    billedTo: member?.fullName || null,
    refunds: (await app.refunds.ofOrder(db, order.id)).map((r) => ({
      amountMinor: r.amountMinor,
      at: r.createdAt.toISOString(),
    })),
  });
}
