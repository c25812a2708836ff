import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { failsOnDecline, stageOnPayment } from '../domain/orders.js';
import type { ProviderEvent, WebhookHeaders, WebhookVerification } from '../payments/port.js';
import { paymentFailed } from '../events/billing-events.js';
import type { OrderRow } from '../store/schema.js';
import { applyDispute } from './apply-dispute.js';
import { applyRefund } from './apply-refund.js';
import type { BillingApp } from './context.js';

export type WebhookRefusal =
  | { refusal: 'badWebhook'; reason: Exclude<WebhookVerification, { ok: true }>['reason'] }
  /** The provider could not be asked what the event names (Stripe unreachable): it sends it again. */
  | { refusal: 'providerUnavailable'; reason: 'provider_unreachable' };

type Applied = 'paid' | 'failed' | 'refunded' | 'disputed' | 'ignored' | 'duplicate';

/**
 * A webhook is believed only when signature and timestamp check out, and applied once per event id.
 * The plan is applied by the retried `order.fulfil` job, so the provider gets its answer fast and a
 * failure on our side loses nothing. An event of a type billing has no use for is acknowledged and
 * logged by its type only (the provider would otherwise send it again for days).
 */
export async function receiveWebhook(
  app: BillingApp,
  rawBody: Buffer,
  headers: WebhookHeaders,
): Promise<Outcome<{ applied: boolean }, WebhookRefusal>> {
  let verified: WebhookVerification;
  try {
    verified = await app.provider.verifyWebhook(rawBody, headers);
  } catch (err) {
    // A 503 makes the provider deliver the event again later; a 500 would say nothing true.
    app.logger.warn(
      { provider: app.provider.name, err: err instanceof Error ? err.name : 'unknown' },
      'webhook could not be checked with the provider',
    );
    return refused({ refusal: 'providerUnavailable', reason: 'provider_unreachable' });
  }
  if (!verified.ok) return refused({ refusal: 'badWebhook', reason: verified.reason });
  const event = verified.event;
  const now = app.clock();
  let release: string | undefined;
  const applied = await app.outbox.inTransaction(app.database.db, async (tx): Promise<Applied> => {
    if (!(await app.ledger.firstDelivery(tx, app.provider.name, event.id, now))) return 'duplicate';
    switch (event.type) {
      case 'checkout.succeeded':
      case 'checkout.failed': {
        const order = await app.orders.byId(tx, event.orderId, true);
        // An order erased with its member, or one this provider never had: acknowledged, nothing to do.
        if (!order || order.providerSessionId !== event.sessionId) return 'ignored';
        return applyCheckout(app, tx, order, event, now);
      }
      case 'payment.refunded': {
        const order = await app.orders.byPaymentRef(tx, event.paymentRef, true);
        if (!order) return 'ignored';
        const report = {
          refundedMinor: event.refundedMinor,
          staffId: null,
          reason: null,
          refundRef: null,
          requestKey: null,
        };
        return (await applyRefund(app, tx, order, report, now)) ? 'refunded' : 'ignored';
      }
      case 'dispute.opened':
      case 'dispute.closed': {
        const order = await app.orders.byPaymentRef(tx, event.paymentRef, true);
        if (!order) return 'ignored';
        const status = event.type === 'dispute.opened' ? 'open' : event.outcome;
        const done = await applyDispute(app, tx, order, { ref: event.disputeRef, status, at: new Date(event.at) });
        release = done.release;
        return done.changed ? 'disputed' : 'ignored';
      }
      case 'unhandled':
        app.logger.info({ provider: app.provider.name, type: event.providerType }, 'webhook of an unused type acknowledged');
        return 'ignored';
    }
  });
  if (applied === 'paid' && 'orderId' in event) await app.scheduler.orderPaid(event.orderId);
  // Renewals held by the dispute run again now (the plan's due date may have passed meanwhile).
  if (release) await app.scheduler.subscriptionDue(release, now);
  return ok({ applied: applied !== 'ignored' && applied !== 'duplicate' });
}

async function applyCheckout(
  app: BillingApp,
  tx: Db,
  order: OrderRow,
  event: Extract<ProviderEvent, { type: 'checkout.succeeded' | 'checkout.failed' }>,
  now: Date,
): Promise<Applied> {
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
