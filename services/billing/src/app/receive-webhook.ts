import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { failsOnDecline, stageOnPayment } from '../domain/orders.js';
import type { ProviderEvent, WebhookHeaders, WebhookVerification } from '../payments/port.js';
import { paymentFailed } from '../events/billing-events.js';
import type { OrderRow } from '../store/schema.js';
import type { BillingApp } from './context.js';

export type WebhookRefusal = {
  refusal: 'badWebhook';
  reason: Exclude<WebhookVerification, { ok: true }>['reason'];
};

/**
 * A webhook is believed only when signature and timestamp check out, and applied once per event id.
 * The plan is applied by the retried `order.fulfil` job, so the provider gets its answer fast and a
 * failure on our side loses nothing.
 */
export async function receiveWebhook(
  app: BillingApp,
  rawBody: Buffer,
  headers: WebhookHeaders,
): Promise<Outcome<{ applied: boolean }, WebhookRefusal>> {
  const verified = app.provider.verifyWebhook(rawBody, headers);
  if (!verified.ok) return refused({ refusal: 'badWebhook', reason: verified.reason });
  const event = verified.event;
  const now = app.clock();
  const applied = await app.outbox.inTransaction(app.database.db, async (tx) => {
    if (!(await app.ledger.firstDelivery(tx, app.provider.name, event.id, now))) return 'duplicate' as const;
    const order = await app.orders.byId(tx, event.orderId, true);
    // An order erased with its member, or one this provider never had: acknowledged, nothing to do.
    if (!order || order.providerSessionId !== event.sessionId) return 'ignored' as const;
    return applyEvent(app, tx, order, event, now);
  });
  if (applied === 'paid') await app.scheduler.orderPaid(event.orderId);
  return ok({ applied: applied === 'paid' || applied === 'failed' });
}

async function applyEvent(
  app: BillingApp,
  tx: Db,
  order: OrderRow,
  event: ProviderEvent,
  now: Date,
): Promise<'paid' | 'failed' | 'ignored'> {
  if (event.type === 'checkout.succeeded') {
    if (!stageOnPayment(order.stage)) return 'ignored';
    await app.orders.update(tx, order.id, {
      stage: 'Processing',
      payment: 'Paid',
      paidAt: new Date(event.at),
      failure: null,
      paymentRef: event.paymentRef,
      paymentMethodRef: event.paymentMethodRef,
      cardBrand: event.card.brand,
      cardLast4: event.card.last4,
    });
    return 'paid';
  }
  if (!failsOnDecline(order.stage)) return 'ignored';
  const failed = await app.orders.update(tx, order.id, {
    stage: 'NotPaid',
    payment: 'NotPaid',
    failure: event.reason,
  });
  await app.outbox.append(tx, paymentFailed(failed, event.reason, now));
  return 'failed';
}
