import type { CardField, FieldError } from './card-form.js';
import { readCardForm } from './card-form.js';
import type { SandboxContext } from './sandbox-context.js';
import type { CheckoutSessionRow } from './sandbox-schema.js';
import { findSession, moveSession } from './sandbox-store.js';
import { settleCheckout } from './settle-checkout.js';
import { behaviourOf } from './test-cards.js';

/** Where the checkout's submit leaves the member; the router maps each to one answer. */
export type PayResult =
  | { kind: 'not_found' }
  /** Succeeded or failed, now or before: the browser goes back to the site. */
  | { kind: 'decided'; session: CheckoutSessionRow }
  | { kind: 'challenge'; session: CheckoutSessionRow }
  | {
      kind: 'invalid';
      session: CheckoutSessionRow;
      errors: Partial<Record<CardField, FieldError>>;
      kept: { expiry: string; name: string };
    };

/**
 * The member submits the card form: the test card decides (pay, decline, or the challenge step).
 * Field errors change nothing. A session decided already is not charged again, and one waiting
 * for its challenge takes no other card.
 */
export async function payCheckout(c: SandboxContext, sessionId: string, body: unknown): Promise<PayResult> {
  const session = await findSession(c.database.db, sessionId);
  if (!session) return { kind: 'not_found' };
  if (session.status !== 'open') return where(session);

  const form = readCardForm(body, c.clock());
  if (!form.ok) return { kind: 'invalid', session, errors: form.errors, kept: form.kept };
  const { brand, last4, digits } = form.card;
  const card = { brand, last4 };
  const behaviour = behaviourOf(digits);

  let moved: CheckoutSessionRow | undefined;
  if (behaviour.outcome === 'challenge')
    moved = await moveSession(c.database.db, sessionId, ['open'], {
      status: 'challenge',
      cardBrand: brand,
      cardLast4: last4,
      renewals: behaviour.renewals,
      updatedAt: c.clock(),
    });
  else if (behaviour.outcome === 'pay')
    moved = await settleCheckout(c, sessionId, ['open'], {
      kind: 'succeeded',
      card,
      renewals: behaviour.renewals,
    });
  else moved = await settleCheckout(c, sessionId, ['open'], { kind: 'failed', reason: 'declined', card });

  // Undefined: another submit moved it first; answer what that one decided.
  const now = moved ?? (await findSession(c.database.db, sessionId));
  return now ? where(now) : { kind: 'not_found' };
}

/** Where a session that is no longer open sends the browser. */
export function where(session: CheckoutSessionRow): PayResult {
  return session.status === 'challenge' ? { kind: 'challenge', session } : { kind: 'decided', session };
}
