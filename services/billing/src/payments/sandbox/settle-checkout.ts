import { safeError, uuidv7 } from '@mawadda/kit';
import type { CardSummary, ProviderEvent } from '../port.js';
import type { SandboxContext } from './sandbox-context.js';
import type { CheckoutSessionRow, FailureReason, Renewals, SessionStatus } from './sandbox-schema.js';
import { insertPaymentMethod, insertWebhookEvent, moveSession } from './sandbox-store.js';

export type CheckoutOutcome =
  | { kind: 'succeeded'; card: CardSummary; renewals: Renewals }
  | { kind: 'failed'; reason: FailureReason; card: CardSummary };

/**
 * Decides a session for good in one transaction, only from a status in `from`, so the first submit
 * wins and a second charges nothing. The webhook is queued after the commit, and queued again at
 * the next start if that failed. Undefined when already decided.
 */
export async function settleCheckout(
  c: SandboxContext,
  sessionId: string,
  from: SessionStatus[],
  outcome: CheckoutOutcome,
): Promise<CheckoutSessionRow | undefined> {
  const now = c.clock();
  const settled = await c.database.db.transaction(async (tx) => {
    const card = { cardBrand: outcome.card.brand, cardLast4: outcome.card.last4, updatedAt: now };
    if (outcome.kind === 'failed') {
      const session = await moveSession(tx, sessionId, from, {
        ...card,
        status: 'failed',
        failureReason: outcome.reason,
      });
      if (!session) return undefined;
      const event: ProviderEvent = {
        id: uuidv7(),
        type: 'checkout.failed',
        sessionId,
        orderId: session.orderId,
        reason: outcome.reason,
        at: now.toISOString(),
      };
      await insertWebhookEvent(tx, sessionId, event, now);
      return { session, event };
    }
    const paymentMethodRef = `pm_${uuidv7()}`;
    const paymentRef = `pay_${uuidv7()}`;
    const session = await moveSession(tx, sessionId, from, {
      ...card,
      status: 'succeeded',
      renewals: outcome.renewals,
      paymentMethodRef,
      paymentRef,
    });
    if (!session) return undefined;
    await insertPaymentMethod(tx, {
      ref: paymentMethodRef,
      brand: outcome.card.brand,
      last4: outcome.card.last4,
      renewals: outcome.renewals,
      sessionId,
      createdAt: now,
    });
    const event: ProviderEvent = {
      id: uuidv7(),
      type: 'checkout.succeeded',
      sessionId,
      orderId: session.orderId,
      paymentRef,
      paymentMethodRef,
      card: outcome.card,
      at: now.toISOString(),
    };
    await insertWebhookEvent(tx, sessionId, event, now);
    return { session, event };
  });
  if (!settled) return undefined;
  try {
    await c.webhooks.enqueue(settled.event);
  } catch (err) {
    c.logger.error(
      { err: safeError(err), eventId: settled.event.id },
      'could not queue a sandbox webhook; it is queued again at the next start',
    );
  }
  return settled.session;
}
