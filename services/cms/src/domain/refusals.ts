import type { AdminListRefusal, RateLimited } from '@mawadda/kit';

/**
 * Why the content service says no, as values (DESIGN §2); the http layer alone (its `problemFor`)
 * says how each reaches the caller.
 */
export type CmsRefusal =
  /** No such record, page or published post (a draft or scheduled post is not there yet). */
  | { refusal: 'not_found' }
  /** A slug or key another record already has; `field` names it. */
  | { refusal: 'field_taken'; field: string }
  /** Feedback marked answered without any reply to show the member. */
  | { refusal: 'reply_required' }
  /** Feedback with a reply sent back to new: the member may already have read the answer. */
  | { refusal: 'back_to_new' }
  /** The signed-in sender was erased here: their dead token must not leave rows behind. */
  | { refusal: 'account_gone' }
  /** Feedback from one address past its budget (the limiter's own refusal). */
  | RateLimited
  /** A staff list query with a filter it cannot read or a sort it does not offer. */
  | AdminListRefusal;

export type RefusalOf<K extends CmsRefusal['refusal']> = Extract<CmsRefusal, { refusal: K }>;
