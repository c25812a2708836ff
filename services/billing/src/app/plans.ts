import type { AdminPlan, Locale, PlanId, PlansResponse, PlanUpdate } from '@mawadda/contracts';
import { ok, refused, staffActed, type Outcome, type Principal } from '@mawadda/kit';
import { checkPlanPrice } from '../domain/money.js';
import { planView } from '../domain/plans.js';
import type { RefusalOf } from '../domain/refusals.js';
import type { PlanRow } from '../store/schema.js';
import type { BillingApp } from './context.js';

/** `GET /plans`: the plans in the member's locale, with VAT and totals. */
export async function listPlans(app: BillingApp, locale: Locale): Promise<PlansResponse> {
  const rows = await app.plans.list(app.database.db);
  return { items: rows.map((p) => planView(p, locale, app.config.BILLING_VAT_BASIS_POINTS)), locale };
}

const adminView = (app: BillingApp, row: PlanRow): AdminPlan => {
  const { name: _name, ...figures } = planView(row, 'en', app.config.BILLING_VAT_BASIS_POINTS);
  return { ...figures, names: row.names, updatedAt: row.updatedAt.toISOString() };
};

/** `GET /admin/plans` (staff): every locale's name and the figures. */
export async function listAdminPlans(app: BillingApp): Promise<AdminPlan[]> {
  return (await app.plans.list(app.database.db)).map((row) => adminView(app, row));
}

/** The audit line's reason: the new prices, as the log's reader wants them at a glance. */
const priceText = (c: PlanUpdate) => `priceMinor ${c.priceMinor}, listPriceMinor ${c.listPriceMinor}`;

/**
 * `PUT /admin/plans/{id}` (staff): new prices and names, within the spec's 60% discount. Applies to
 * orders made after it: an open order and a running plan keep the price they were made with. The
 * staff audit line (`plan.update`, with the new prices) commits with the change.
 */
export async function updatePlan(
  app: BillingApp,
  staff: Principal,
  id: PlanId,
  change: PlanUpdate,
): Promise<
  Outcome<AdminPlan, RefusalOf<'planNotFound'> | RefusalOf<'priceAboveList'> | RefusalOf<'discountTooDeep'>>
> {
  const checked = checkPlanPrice(change);
  if (!checked.ok) return checked;
  const row = await app.outbox.inTransaction(app.database.db, async (tx) => {
    const updated = await app.plans.update(tx, id, { ...change, updatedAt: app.clock() });
    if (updated)
      await app.outbox.append(tx, staffActed(staff, 'plan.update', { type: 'plan', id }, priceText(change)));
    return updated;
  });
  return row ? ok(adminView(app, row)) : refused({ refusal: 'planNotFound' });
}
