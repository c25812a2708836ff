import type { Router } from 'express';
import type { Locale } from '@mawadda/contracts';

/**
 * The PaymentProvider port (DESIGN §1 "payments"): billing never sees a card. It opens a hosted
 * checkout, trusts only the signed webhook, renews by reference, and stores a brand, last four
 * digits and opaque references. Every adapter passes the payment-provider contract suite.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Opens a hosted checkout for one order; the member is sent to `url`. */
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /**
   * Charges a saved payment method again (a renewal), off-session. Answers the outcome at once;
   * the provider's webhook for it (if any) is applied once like every other.
   */
  chargeSaved(input: SavedChargeInput): Promise<SavedChargeOutcome>;
  /**
   * Gives back `amountMinor` of a payment (staff's refund). The key makes a retry (a double click,
   * a timeout) refund once. `refused` when the provider will not: nothing left to refund, or a
   * payment it does not know.
   */
  refund(input: RefundInput): Promise<RefundOutcome>;
  /**
   * Checks a webhook request: the signature over the raw body under the shared secret, and the
   * signed timestamp within the tolerance (a captured request replayed later is refused). Returns
   * the provider's event, or why it was refused. Applying each event once (by `id`) is billing's.
   * Asynchronous because a remote provider's event may name what billing needs (the card's brand
   * and last four) by reference only; a provider it cannot reach then rejects (retry later).
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookVerification>;
  /**
   * Routes the provider serves itself (the sandbox's hosted checkout page), mounted by billing
   * under `/api/billing/pay/<name>`; undefined for a remote provider.
   */
  readonly pages?: Router;
  /** Starts background work (the sandbox's webhook deliveries); before the first checkout. */
  start?(): Promise<void>;
  close?(): Promise<void>;
}

export interface CheckoutInput {
  orderId: string;
  /** The order number shown on the page. */
  orderNumber: string;
  memberId: string;
  amountMinor: number;
  currency: 'AED';
  /** What is bought, in the member's locale ("Mawadda — 1 year"). */
  description: string;
  locale: Locale;
  /** Where the member's browser goes after paying or failing (the site's result page). */
  returnUrl: string;
}

export interface CheckoutSession {
  /** The provider's id for the checkout. */
  sessionId: string;
  url: string;
}

export interface SavedChargeInput {
  /** The renewal's own order id: the provider's idempotency key (a retry never charges twice). */
  orderId: string;
  paymentMethodRef: string;
  amountMinor: number;
  currency: 'AED';
}

export interface RefundInput {
  paymentRef: string;
  amountMinor: number;
  currency: 'AED';
  /** Idempotency: the same key answers the first refund instead of making a second. */
  key: string;
}

export type RefundOutcome = { ok: true; refundRef: string } | { ok: false; reason: 'refused' };

export type SavedChargeOutcome =
  { ok: true; paymentRef: string; card: CardSummary } | { ok: false; reason: 'declined' };

export interface CardSummary {
  brand: string;
  last4: string;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** What a provider reports about a checkout. */
export type ProviderEvent =
  | {
      /** The provider's event id: billing applies each once. */
      id: string;
      type: 'checkout.succeeded';
      sessionId: string;
      orderId: string;
      paymentRef: string;
      /** The saved method for renewals (an opaque reference, never a card number). */
      paymentMethodRef: string;
      card: CardSummary;
      at: string;
    }
  | {
      id: string;
      type: 'checkout.failed';
      sessionId: string;
      orderId: string;
      reason: 'declined' | 'challenge_failed';
      at: string;
    }
  | {
      /** Money given back for a payment (by staff at the provider's dashboard, or through billing). */
      id: string;
      type: 'payment.refunded';
      paymentRef: string;
      /** Everything refunded of that payment so far (cumulative, so an older event changes nothing). */
      refundedMinor: number;
      at: string;
    }
  | {
      /** The cardholder's bank disputes a payment (a chargeback). */
      id: string;
      type: 'dispute.opened';
      paymentRef: string;
      disputeRef: string;
      at: string;
    }
  | {
      id: string;
      type: 'dispute.closed';
      paymentRef: string;
      disputeRef: string;
      /** `won`: the money stays with us; `lost`: the bank took it back. */
      outcome: 'won' | 'lost';
      at: string;
    }
  | {
      /** A genuine event billing has no use for: acknowledged (so it is not sent again) and logged by type. */
      id: string;
      type: 'unhandled';
      providerType: string;
      at: string;
    };

export type WebhookVerification =
  | { ok: true; event: ProviderEvent }
  | { ok: false; reason: 'missing_signature' | 'bad_signature' | 'stale_timestamp' | 'malformed' };
