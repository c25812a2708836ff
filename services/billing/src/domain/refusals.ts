import type { AdminListRefusal } from '@mawadda/kit';

/**
 * Why billing says no, as values (DESIGN §2); `http/problems.ts` alone turns them into HTTP
 * problems. Those of event-driven use cases never reach HTTP: the caller records them as
 * "nothing to do".
 */
export type BillingRefusal =
  /** Companies are accounts, not candidates: no trial, no plan. */
  | { refusal: 'notIndividual' }
  /** Billing has not heard of this account (its registration is still on its way). */
  | { refusal: 'unknownMember' }
  /** One trial per member, ever. */
  | { refusal: 'trialUsed' }
  /** One trial per phone number, ever (whichever account used it). */
  | { refusal: 'trialPhoneUsed' }
  /** The member already has a running plan of this length or longer. */
  | { refusal: 'alreadySubscribed' }
  /** From a year to six months while the year runs: wait for it to end. */
  | { refusal: 'downgradeNotAllowed' }
  /** Cancel or resume with no plan to act on. */
  | { refusal: 'noSubscription' }
  /** A plan in grace or already canceled cannot be canceled (again). */
  | { refusal: 'notCancelable' }
  /** Only a plan canceled at period end can be resumed, before that end. */
  | { refusal: 'notResumable' }
  | { refusal: 'planNotFound' }
  | { refusal: 'orderNotFound' }
  /** Staff asked for a plan or a trial by an id that has none. */
  | { refusal: 'subscriptionNotFound' }
  | { refusal: 'trialNotFound' }
  /** A receipt exists once the order is paid. */
  | { refusal: 'orderNotPaid' }
  | { refusal: 'noticeNotFound' }
  /** Staff pricing: above the list price, or deeper than the spec's 60%. */
  | { refusal: 'priceAboveList' }
  | { refusal: 'discountTooDeep' }
  /** Staff refund: nothing left to give back of this order (unpaid, or refunded in full). */
  | { refusal: 'notRefundable' }
  /** Staff refund: more than is left to give back. */
  | { refusal: 'refundTooLarge' }
  /** Staff refund: the order was refunded meanwhile (by someone else): look again. */
  | { refusal: 'refundStale' }
  /** The provider refused the refund (it disagrees about what is left). */
  | { refusal: 'refundRefused' }
  /** The payment provider could not open a checkout (it is down): try again. */
  | { refusal: 'providerUnavailable' }
  /** A staff list query with a filter it cannot read or a sort it does not offer. */
  | AdminListRefusal
  /** The member was erased here: nothing of theirs may be created again. */
  | { refusal: 'accountGone' };

export type RefusalOf<K extends BillingRefusal['refusal']> = Extract<BillingRefusal, { refusal: K }>;
