import type { AdminListRefusal, RateLimited } from '@mawadda/kit';

/**
 * Why social says no, as values (DESIGN §2); the http layer alone (its `problemFor`) says how
 * each reaches the caller. The first three are the state machine's own (`transitions.ts`).
 */
export type SocialRefusal =
  /** No such member, a company, or a member who blocks the viewer: all answered alike. */
  | { refusal: 'notFound' }
  /** The viewer blocks this member: lifting the block comes before following. */
  | { refusal: 'unblockFirst' }
  /** The request was cancelled, answered, or is someone else's: all answered alike. */
  | { refusal: 'requestGone' }
  /** Following, blocking or reporting oneself; `act` picks the message the member reads. */
  | { refusal: 'self'; act: 'follow' | 'block' | 'report' }
  /** A private member's lists, asked for by someone who is not an accepted follower. */
  | { refusal: 'listsPrivate' }
  /** One open report per reporter and member: filing a second, or reopening an older one. */
  | { refusal: 'alreadyReported'; by: 'filing' | 'reopening' }
  | { refusal: 'reportNotFound' }
  /** The acting member was erased here: their dead token must not create rows that outlive it. */
  | { refusal: 'accountGone' }
  /** The day's follow requests are spent (a higher limit while premium); one frees in `retryAfterSeconds`. */
  | { refusal: 'followRequestLimit'; retryAfterSeconds: number }
  /** The hourly follows or the daily reports are spent (the limiter's own refusal). */
  | RateLimited
  /** A staff list query with a filter it cannot read or a sort it does not offer. */
  | AdminListRefusal;

export type RefusalOf<K extends SocialRefusal['refusal']> = Extract<SocialRefusal, { refusal: K }>;
