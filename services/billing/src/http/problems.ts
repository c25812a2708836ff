import { MAX_DISCOUNT_PERCENT } from '@mawadda/contracts';
import { adminListProblem, ProblemError, problems, valueOr, type Outcome } from '@mawadda/kit';
import type { WebhookRefusal } from '../app/receive-webhook.js';
import type { BillingRefusal } from '../domain/refusals.js';

/** How each refusal of the billing use cases reaches the caller: the one place with status codes. */
export function problemFor(r: BillingRefusal | WebhookRefusal): ProblemError {
  switch (r.refusal) {
    case 'notIndividual':
      return new ProblemError(403, 'not_individual', 'billing.error.notIndividual');
    case 'unknownMember':
      // Billing hears of a new account by auth's event, a moment after it is made.
      return new ProblemError(503, 'account_not_ready', 'billing.error.notReady', {
        retryAfterSeconds: 2,
        headers: { 'Retry-After': '2' },
      });
    case 'trialUsed':
      return new ProblemError(409, 'trial_used', 'billing.error.trialUsed');
    case 'trialPhoneUsed':
      return new ProblemError(409, 'trial_phone_used', 'billing.error.trialPhoneUsed');
    case 'alreadySubscribed':
      return problems.conflict('already_subscribed', 'planId', 'billing.error.alreadySubscribed');
    case 'downgradeNotAllowed':
      return problems.conflict('downgrade_not_allowed', 'planId', 'billing.error.downgrade');
    case 'noSubscription':
      return new ProblemError(409, 'no_subscription', 'billing.error.noSubscription');
    case 'notCancelable':
      return new ProblemError(409, 'not_cancelable', 'billing.error.notCancelable');
    case 'notResumable':
      return new ProblemError(409, 'not_resumable', 'billing.error.notResumable');
    case 'planNotFound':
      return problems.field(400, 'plan_not_found', 'planId', 'billing.error.selectPlan');
    case 'orderNotFound':
    case 'noticeNotFound':
    case 'subscriptionNotFound':
    case 'trialNotFound':
      return problems.notFound();
    case 'orderNotPaid':
      return new ProblemError(404, 'order_not_paid', 'billing.error.receiptNotReady');
    case 'priceAboveList':
      return problems.field(400, 'price_above_list', 'priceMinor', 'billing.error.priceAboveList');
    case 'discountTooDeep':
      return problems.field(400, 'discount_too_deep', 'priceMinor', 'billing.error.discountTooDeep', {
        max: MAX_DISCOUNT_PERCENT,
      });
    case 'notRefundable':
      return new ProblemError(409, 'not_refundable', 'billing.error.notRefundable');
    case 'refundTooLarge':
      return problems.field(400, 'refund_too_large', 'amountMinor', 'billing.error.refundTooLarge');
    case 'refundStale':
      return new ProblemError(409, 'refund_stale', 'billing.error.refundStale');
    case 'refundRefused':
      return new ProblemError(409, 'refund_refused', 'billing.error.refundRefused');
    case 'providerUnavailable':
      return new ProblemError(503, 'provider_unavailable', 'billing.error.providerUnavailable', {
        retryAfterSeconds: 5,
        headers: { 'Retry-After': '5' },
      });
    case 'invalid_filter':
    case 'invalid_sort':
      return adminListProblem(r);
    case 'accountGone':
      // As auth answers a token whose account no longer exists: the session is over.
      return problems.unauthorized('account_gone', 'error.sessionExpired');
    case 'badWebhook':
      // The reason stays in our logs; the caller learns only that it was refused.
      return new ProblemError(400, 'bad_webhook', 'billing.error.badWebhook');
  }
}

/** A use case's value, or its refusal thrown as the problem above. */
export const orProblem = <T>(outcome: Outcome<T, BillingRefusal | WebhookRefusal>): T =>
  valueOr(outcome, problemFor);
