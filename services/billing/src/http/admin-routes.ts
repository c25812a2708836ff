import {
  adminOrderSchema,
  adminRefundRequestSchema,
  adminSubscriptionSchema,
  adminTrialSchema,
} from '@mawadda/contracts';
import { adminListQuerySchema, adminListResult, type AdminListQuery } from '@mawadda/kit';
import type { Request } from 'express';
import { z } from 'zod';
import {
  listAdminOrders,
  listAdminSubscriptions,
  listAdminTrials,
  readAdminOrder,
  readAdminSubscription,
  readAdminTrial,
} from '../app/admin-lists.js';
import { refundOrder } from '../app/refund-order.js';
import { ADMINS, type BillingHttp } from './context.js';
import { orProblem } from './problems.js';

const idParams = z.object({ id: z.uuid() });

/** Newest first unless the console names a sort (react-admin's `sort`, or `_sort`). */
function newestFirst(req: Request, query: AdminListQuery, field: string): AdminListQuery {
  const named = req.query.sort !== undefined || req.query._sort !== undefined;
  return named ? query : { ...query, sortField: field, sortOrder: 'DESC' };
}

/**
 * Billing's staff lists, in ra-data-simple-rest's form: orders, paid plans and trials. Money and
 * who paid what are the business's, so admins only: a moderator looks after members, not sales.
 */
export function adminRoutes({ api, app }: BillingHttp) {
  api.get(
    '/admin/orders',
    {
      summary:
        'Orders (admins): filter by stage, payment, kind, memberId, planId, dispute (open, won, lost), q (order number MW-000123 or id); sort by createdAt (default, newest first), paidAt, totalMinor, number, id',
      access: ADMINS,
      query: adminListQuerySchema,
      response: z.array(adminOrderSchema),
    },
    async ({ query, req, res }) => {
      const q = newestFirst(req, query, 'createdAt');
      const { items, total } = orProblem(await listAdminOrders(app, q));
      return adminListResult(res, 'orders', q, items, total);
    },
  );

  api.get(
    '/admin/orders/:id',
    {
      summary: 'One order (admins)',
      access: ADMINS,
      params: idParams,
      response: adminOrderSchema,
      errors: { 404: 'No such order' },
    },
    async ({ params }) => orProblem(await readAdminOrder(app, params.id)),
  );

  api.post(
    '/admin/orders/:id/refund',
    {
      summary:
        "Refund part or all of an order's payment through its provider, with a reason (admins; audited: order.refund). A whole refund ends the plan it paid for at once",
      access: ADMINS,
      params: idParams,
      body: adminRefundRequestSchema,
      response: adminOrderSchema,
      errors: {
        400: 'No amount, more than is left to refund, or no reason',
        404: 'No such order',
        409: 'Nothing left to refund, or the provider refused',
        503: 'The provider could not be reached: try again',
      },
    },
    async ({ params, body, auth }) => orProblem(await refundOrder(app, auth, params.id, body)),
  );

  api.get(
    '/admin/subscriptions',
    {
      summary:
        'Paid plans (admins): filter by status, running (true: not expired), memberId, planId; sort by createdAt (default, newest first), currentPeriodEnd, status, id',
      access: ADMINS,
      query: adminListQuerySchema,
      response: z.array(adminSubscriptionSchema),
    },
    async ({ query, req, res }) => {
      const q = newestFirst(req, query, 'createdAt');
      const { items, total } = orProblem(await listAdminSubscriptions(app, q));
      return adminListResult(res, 'subscriptions', q, items, total);
    },
  );

  api.get(
    '/admin/subscriptions/:id',
    {
      summary: 'One paid plan (admins)',
      access: ADMINS,
      params: idParams,
      response: adminSubscriptionSchema,
      errors: { 404: 'No such plan' },
    },
    async ({ params }) => orProblem(await readAdminSubscription(app, params.id)),
  );

  api.get(
    '/admin/trials',
    {
      summary:
        "Free trials (admins; the id is the member's): filter by status (active: ends after now, by billing's clock; ended), memberId; sort by startedAt (default, newest first), endsAt, id",
      access: ADMINS,
      query: adminListQuerySchema,
      response: z.array(adminTrialSchema),
    },
    async ({ query, req, res }) => {
      const q = newestFirst(req, query, 'startedAt');
      const { items, total } = orProblem(await listAdminTrials(app, q));
      return adminListResult(res, 'trials', q, items, total);
    },
  );

  api.get(
    '/admin/trials/:id',
    {
      summary: "One member's trial, by the member's id (admins)",
      access: ADMINS,
      params: idParams,
      response: adminTrialSchema,
      errors: { 404: 'This member has had no trial' },
    },
    async ({ params }) => orProblem(await readAdminTrial(app, params.id)),
  );
}
