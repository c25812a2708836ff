import { receiptSchema, type Receipt } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { orderPath } from './billing-path';

/** GET /api/billing/orders/{id}/receipt: a paid order's receipt (404 until it is paid). */
export const fetchReceipt = (orderId: string, signal?: AbortSignal): Promise<Receipt> =>
  api(orderPath(orderId, '/receipt'), { schema: receiptSchema, signal });
