import { orderSchema, type Order } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { orderPath } from './billing-path';

/** GET /api/billing/orders/{id}: one of my orders, with its stage and payment. */
export const fetchOrder = (orderId: string, signal?: AbortSignal): Promise<Order> =>
  api(orderPath(orderId), { schema: orderSchema, signal });
