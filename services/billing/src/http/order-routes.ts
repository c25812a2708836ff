import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  orderListSchema,
  orderSchema,
  receiptSchema,
} from '@mawadda/contracts';
import { uuidKeysetCursorQuery } from '@mawadda/kit';
import { z } from 'zod';
import { checkout } from '../app/checkout.js';
import { listOrders, readOrder, readReceipt } from '../app/read-orders.js';
import { MEMBERS, type BillingHttp } from './context.js';
import { orProblem } from './problems.js';

const orderParams = z.object({ id: z.uuid() });
const orderListQuery = z
  .object({ cursor: uuidKeysetCursorQuery, limit: z.coerce.number().int().min(1).max(50).default(20) })
  .strict();

/** Orders: checkout, the member's order tracking and receipts. Another member's order is not found. */
export function orderRoutes({ api, app }: BillingHttp) {
  api.post(
    '/checkout',
    {
      summary:
        'Order a plan and get the hosted checkout to pay it; a second call while it is open answers the same order',
      access: MEMBERS,
      body: checkoutRequestSchema,
      response: checkoutResponseSchema,
      status: 201,
      errors: {
        200: 'The open order for this plan, again (a double click)',
        400: 'No plan chosen ("please select a plan first")',
        409: 'This plan already runs, or a shorter plan while a longer one runs',
        503: 'The payment provider is unavailable, or the account is still being set up',
      },
    },
    async ({ auth, body, locale, res }) => {
      const { created, ...answer } = orProblem(await checkout(app, auth.id, body.planId, locale));
      // The same open order again: 200, not 201, so a client can tell a double click from a new order.
      if (!created) res.status(200).json(checkoutResponseSchema.parse(answer));
      return answer;
    },
  );

  api.get(
    '/orders',
    {
      summary: 'My orders, newest first, with their stage and payment state',
      access: MEMBERS,
      query: orderListQuery,
      response: orderListSchema,
    },
    ({ auth, query }) => listOrders(app, auth.id, query.limit, query.cursor),
  );

  api.get(
    '/orders/:id',
    {
      summary: 'One of my orders (the result page polls it)',
      access: MEMBERS,
      params: orderParams,
      response: orderSchema,
      errors: { 404: 'Not one of my orders' },
      authz: { member: 404, blocked: 404 },
    },
    async ({ auth, params }) => orProblem(await readOrder(app, auth.id, params.id)),
  );

  api.get(
    '/orders/:id/receipt',
    {
      summary: 'The receipt of one of my paid orders (VAT, order number, seller TRN)',
      access: MEMBERS,
      params: orderParams,
      response: receiptSchema,
      errors: { 404: 'Not one of my orders, or not paid yet' },
      authz: { member: 404, blocked: 404 },
    },
    async ({ auth, params, locale }) => orProblem(await readReceipt(app, auth.id, params.id, locale)),
  );
}
