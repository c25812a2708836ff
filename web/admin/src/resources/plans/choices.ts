import {
  ADMIN_TRIAL_STATUSES,
  ORDER_FAILURES,
  ORDER_KINDS,
  ORDER_STAGES,
  PAYMENT_STATES,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
} from '@mawadda/contracts';

/** Choices of the billing lists' filters and fields, labelled from the catalogue. */
const choicesOf = (ids: readonly string[], prefix: string) =>
  ids.map((id) => ({ id, name: `${prefix}.${id}` }));

export const planChoices = choicesOf(PLAN_IDS, 'mw.billing.plan');
export const stageChoices = choicesOf(ORDER_STAGES, 'mw.billing.stage');
export const paymentChoices = choicesOf(PAYMENT_STATES, 'mw.billing.payment');
export const subscriptionStatusChoices = choicesOf(SUBSCRIPTION_STATUSES, 'mw.billing.subscriptionStatus');
export const trialStatusChoices = choicesOf(ADMIN_TRIAL_STATUSES, 'mw.billing.trialStatus');
export const kindChoices = choicesOf(ORDER_KINDS, 'mw.billing.kind');
export const failureChoices = choicesOf(ORDER_FAILURES, 'mw.billing.failure');
export const disputeChoices = choicesOf(['open', 'won', 'lost'], 'mw.billing.dispute');
