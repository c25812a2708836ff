import { z } from 'zod';
import type { ProviderEvent } from '../port.js';

const card = z.object({ brand: z.string().min(1).max(40), last4: z.string().regex(/^\d{4}$/) });
const id = z.string().min(1).max(200);
const at = z.iso.datetime();

/**
 * The sandbox's webhook body, checked after its signature: a signed body that is not one of the
 * port's events is `malformed`, never half-applied. Unknown keys are dropped.
 */
export const providerEventSchema = z.discriminatedUnion('type', [
  z.object({
    id,
    type: z.literal('checkout.succeeded'),
    sessionId: id,
    orderId: id,
    paymentRef: id,
    paymentMethodRef: id,
    card,
    at,
  }),
  z.object({
    id,
    type: z.literal('checkout.failed'),
    sessionId: id,
    orderId: id,
    reason: z.enum(['declined', 'challenge_failed']),
    at,
  }),
  // Refunds and chargebacks, as a provider reports them (signed like every sandbox webhook).
  z.object({
    id,
    type: z.literal('payment.refunded'),
    paymentRef: id,
    refundedMinor: z.number().int().nonnegative(),
    at,
  }),
  z.object({ id, type: z.literal('dispute.opened'), paymentRef: id, disputeRef: id, at }),
  z.object({
    id,
    type: z.literal('dispute.closed'),
    paymentRef: id,
    disputeRef: id,
    outcome: z.enum(['won', 'lost']),
    at,
  }),
]) satisfies z.ZodType<Exclude<ProviderEvent, { type: 'unhandled' }>>;
