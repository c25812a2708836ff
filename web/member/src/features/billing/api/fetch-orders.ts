import { orderListSchema, type OrderList } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** How many orders a page of order tracking shows; "load more" brings the next (older) ones. */
export const ORDERS_PAGE = 10;

/** GET /api/billing/orders: my orders, newest first, a page at a time by the API's cursor. */
export function fetchOrders(cursor: string | null, signal?: AbortSignal): Promise<OrderList> {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  query.set('limit', String(ORDERS_PAGE));
  return api(`/billing/orders?${query.toString()}`, { schema: orderListSchema, signal });
}
