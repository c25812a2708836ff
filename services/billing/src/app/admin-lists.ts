import type { AdminOrder, AdminSubscription, AdminTrial } from '@mawadda/contracts';
import { refundableMinor } from '../domain/refunds.js';
import {
  ok,
  refused,
  type AdminListQuery,
  type AdminListRefused,
  type AdminListRefusal,
  type Outcome,
} from '@mawadda/kit';
import { orderNumber } from '../domain/orders.js';
import type { RefusalOf } from '../domain/refusals.js';
import type { OrderRow, SubscriptionRow, TrialRow } from '../store/schema.js';
import type { BillingApp } from './context.js';

/** Billing's staff lists (admins only): orders, plans and trials as the console reads them. */

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export const adminOrderView = (o: OrderRow): AdminOrder => ({
  id: o.id,
  number: orderNumber(o.seq),
  memberId: o.memberId,
  kind: o.kind,
  planId: o.planId,
  months: o.months,
  stage: o.stage,
  payment: o.payment,
  failure: o.failure,
  currency: 'AED',
  listPriceMinor: o.listPriceMinor,
  priceMinor: o.priceMinor,
  creditMinor: o.creditMinor,
  amountMinor: o.priceMinor - o.creditMinor,
  vatMinor: o.vatMinor,
  totalMinor: o.totalMinor,
  subscriptionId: o.subscriptionId,
  createdAt: iso(o.createdAt),
  paidAt: isoOrNull(o.paidAt),
  card: o.cardBrand && o.cardLast4 ? { brand: o.cardBrand, last4: o.cardLast4 } : null,
  refundedMinor: o.refundedMinor,
  refundableMinor: refundableMinor(o),
  dispute: o.disputeStatus,
});

export const adminSubscriptionView = (s: SubscriptionRow): AdminSubscription => ({
  id: s.id,
  memberId: s.memberId,
  planId: s.planId,
  months: s.months,
  status: s.status,
  currentPeriodStart: iso(s.currentPeriodStart),
  currentPeriodEnd: iso(s.currentPeriodEnd),
  cancelAtPeriodEnd: s.status === 'canceling',
  graceEndsAt: isoOrNull(s.graceEndsAt),
  endedAt: isoOrNull(s.endedAt),
  createdAt: iso(s.startedAt),
});

/** A trial's status is judged by billing's clock: the clock every trial rule runs on. */
export const adminTrialView = (t: TrialRow, now: Date): AdminTrial => ({
  id: t.memberId,
  memberId: t.memberId,
  startedAt: iso(t.startedAt),
  endsAt: iso(t.endsAt),
  status: t.endsAt > now ? 'active' : 'ended',
});

type Listed<T> = Promise<Outcome<{ items: T[]; total: number }, AdminListRefusal>>;

/** The store's page as the console reads it, or what it refused in the query. */
function listed<Row, T>(page: { rows: Row[]; total: number } | AdminListRefused, view: (row: Row) => T) {
  if ('refused' in page) return refused(page.refused);
  return ok({ items: page.rows.map(view), total: page.total });
}

export async function listAdminOrders(app: BillingApp, query: AdminListQuery): Listed<AdminOrder> {
  return listed(await app.adminLists.orders(app.database.db, query), adminOrderView);
}

export async function readAdminOrder(
  app: BillingApp,
  id: string,
): Promise<Outcome<AdminOrder, RefusalOf<'orderNotFound'>>> {
  const row = await app.orders.byId(app.database.db, id);
  return row ? ok(adminOrderView(row)) : refused({ refusal: 'orderNotFound' });
}

export async function listAdminSubscriptions(
  app: BillingApp,
  query: AdminListQuery,
): Listed<AdminSubscription> {
  return listed(await app.adminLists.subscriptions(app.database.db, query), adminSubscriptionView);
}

export async function readAdminSubscription(
  app: BillingApp,
  id: string,
): Promise<Outcome<AdminSubscription, RefusalOf<'subscriptionNotFound'>>> {
  const row = await app.subscriptions.byId(app.database.db, id);
  return row ? ok(adminSubscriptionView(row)) : refused({ refusal: 'subscriptionNotFound' });
}

export async function listAdminTrials(app: BillingApp, query: AdminListQuery): Listed<AdminTrial> {
  const now = app.clock();
  return listed(await app.adminLists.trials(app.database.db, query, now), (t) => adminTrialView(t, now));
}

export async function readAdminTrial(
  app: BillingApp,
  memberId: string,
): Promise<Outcome<AdminTrial, RefusalOf<'trialNotFound'>>> {
  const row = await app.trials.find(app.database.db, memberId);
  return row ? ok(adminTrialView(row, app.clock())) : refused({ refusal: 'trialNotFound' });
}
