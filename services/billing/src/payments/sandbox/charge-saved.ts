import { uuidv7 } from '@mawadda/kit';
import type { SavedChargeInput, SavedChargeOutcome } from '../port.js';
import type { SandboxContext } from './sandbox-context.js';
import { findPaymentMethod, recordCharge } from './sandbox-store.js';

/**
 * An off-session charge of a saved card (a renewal). The order id is the idempotency key: a retry
 * answers the first outcome without charging again.
 */
export async function chargeSaved(c: SandboxContext, input: SavedChargeInput): Promise<SavedChargeOutcome> {
  if (typeof input.orderId !== 'string' || input.orderId.length === 0 || input.orderId.length > 200)
    throw new TypeError('Invalid saved charge: orderId');
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new TypeError('Invalid saved charge: amountMinor');
  if (input.currency !== 'AED') throw new TypeError('Invalid saved charge: currency');
  const db = c.database.db;
  const method =
    typeof input.paymentMethodRef === 'string'
      ? await findPaymentMethod(db, input.paymentMethodRef)
      : undefined;
  const pays = method?.renewals === 'succeed';
  const charge = await recordCharge(db, {
    orderId: input.orderId,
    paymentMethodRef: String(input.paymentMethodRef),
    amountMinor: input.amountMinor,
    currency: input.currency,
    outcome: pays ? 'succeeded' : 'declined',
    paymentRef: pays ? `pay_${uuidv7()}` : null,
    createdAt: c.clock(),
  });
  if (charge.outcome !== 'succeeded' || !charge.paymentRef) return { ok: false, reason: 'declined' };
  // The card of the charge that stands (a retry may name another ref; the first one counts).
  const charged =
    charge.paymentMethodRef === method?.ref ? method : await findPaymentMethod(db, charge.paymentMethodRef);
  return {
    ok: true,
    paymentRef: charge.paymentRef,
    card: { brand: charged?.brand ?? 'card', last4: charged?.last4 ?? '0000' },
  };
}
