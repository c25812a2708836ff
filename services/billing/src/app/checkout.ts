import type { CheckoutResponse, Locale, PlanId } from '@mawadda/contracts';
import { pathInLocale } from '@mawadda/contracts/web-routes';
import { isErasedMember, ok, refused, uuidv7, type Outcome } from '@mawadda/kit';
import { planCheckout } from '../domain/checkout.js';
import { priceOrder } from '../domain/money.js';
import type { BillingRefusal } from '../domain/refusals.js';
import { isRunning } from '../domain/subscription.js';
import { sellerName } from '../domain/seller.js';
import { unpaidAt } from '../store/order-store.js';
import type { OrderRow } from '../store/schema.js';
import type { BillingApp } from './context.js';
import { orderView, subscriptionFacts } from './views.js';

type CheckoutRefusal = Extract<
  BillingRefusal,
  {
    refusal:
      | 'notIndividual'
      | 'unknownMember'
      | 'planNotFound'
      | 'alreadySubscribed'
      | 'downgradeNotAllowed'
      | 'providerUnavailable'
      | 'accountGone';
  }
>;

/** Where the provider sends the member's browser back: the site's result page, in their language. */
export const resultPath = (orderId: string, locale: Locale) =>
  pathInLocale(locale, `/subscription/result?order=${orderId}`);

/**
 * An order with its prices frozen and a hosted checkout at the provider. A double click answers the
 * open order again (the database guarantees one Pending order). The provider's session opens after
 * the commit, so a slow provider holds no lock; the next checkout opens one that failed.
 */
export async function checkout(
  app: BillingApp,
  memberId: string,
  planId: PlanId,
  /** The member's language now (the site's), for the provider's page. */
  locale: Locale,
): Promise<Outcome<CheckoutResponse & { created: boolean }, CheckoutRefusal>> {
  const now = app.clock();
  const decided = await app.outbox.inTransaction(app.database.db, async (tx) => {
    if (await isErasedMember(tx, memberId)) return refused({ refusal: 'accountGone' as const });
    const member = await app.members.find(tx, memberId);
    if (!member) return refused({ refusal: 'unknownMember' as const });
    if (member.kind !== 'individual') return refused({ refusal: 'notIndividual' as const });
    const plan = await app.plans.find(tx, planId);
    if (!plan) return refused({ refusal: 'planNotFound' as const });
    const running = await app.subscriptions.running(tx, memberId, true);
    const pending = await app.orders.pendingOf(tx, memberId, true);
    const step = planCheckout(
      {
        planId,
        months: plan.months,
        running:
          isRunning(running) && running
            ? { ...subscriptionFacts(running), planId: running.planId, paidNetMinor: running.paidNetMinor }
            : undefined,
        pending,
      },
      now,
    );
    if (!step.ok) return step;
    if (step.value.kind === 'reuse') return ok({ order: pending!, created: false });
    if (step.value.supersedePending && pending) {
      await app.orders.update(tx, pending.id, {
        stage: 'NotPaid',
        payment: 'NotPaid',
        failure: 'superseded',
      });
    }
    const price = priceOrder(plan, app.config.BILLING_VAT_BASIS_POINTS, step.value.creditMinor);
    const order = await app.orders.insertPending(tx, {
      id: uuidv7(),
      memberId,
      kind: step.value.orderKind,
      planId,
      months: plan.months,
      stage: 'Pending',
      payment: 'NotPaid',
      ...price,
      locale,
      subscriptionId: step.value.orderKind === 'upgrade' ? (running?.id ?? null) : null,
      renewalOf: null,
      createdAt: now,
      paymentMethodRef: null,
      ...unpaidAt(app.provider.name),
    });
    // Undefined only when a concurrent checkout made the member's Pending order first.
    if (!order) return ok({ order: (await app.orders.pendingOf(tx, memberId))!, created: false });
    return ok({ order, created: true });
  });
  if (!decided.ok) return decided;
  let order = decided.value.order;
  if (!order.checkoutUrl) {
    const plan = await app.plans.find(app.database.db, order.planId);
    const opened = await openSession(app, order, plan?.names[order.locale] ?? order.planId);
    if (!opened) return refused({ refusal: 'providerUnavailable' });
    order = opened;
  }
  if (decided.value.created) await app.scheduler.orderOpened(order.id, order.createdAt);
  return ok({ order: orderView(order), checkoutUrl: order.checkoutUrl!, created: decided.value.created });
}

/** Opens the provider's checkout for the order and keeps its URL; undefined when the provider fails. */
async function openSession(
  app: BillingApp,
  order: OrderRow,
  planName: string,
): Promise<OrderRow | undefined> {
  try {
    const session = await app.provider.createCheckout({
      orderId: order.id,
      orderNumber: orderView(order).number,
      memberId: order.memberId,
      amountMinor: order.totalMinor,
      currency: 'AED',
      description: `${sellerName(app.config, order.locale)} — ${planName}`,
      locale: order.locale,
      returnUrl: resultPath(order.id, order.locale),
    });
    // A double click can open two sessions for one order: the first kept wins, the other is never shown.
    const kept = await app.orders.attachSession(app.database.db, order.id, session);
    return kept ?? (await app.orders.byId(app.database.db, order.id));
  } catch (err) {
    app.logger.warn(
      { orderId: order.id, err: err instanceof Error ? err.message : String(err) },
      'checkout could not be opened',
    );
    return undefined;
  }
}
