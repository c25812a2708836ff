import type { ChatRefusal } from '@mawadda/contracts';

/** The contact rules' refusals a member reads with the way forward (`chat.refused.<reason>`). */
export type ContactRefusal = Exclude<ChatRefusal, 'daily_limit' | 'rate_limited'>;

/**
 * Why chat says no, as values (DESIGN §2); `http/problems.ts` alone says how each reaches the
 * caller, over HTTP and over the socket alike.
 */
export type Refusal =
  | { refusal: ContactRefusal }
  /** Limits: new conversations per rolling day, messages per minute; one frees in `retryAfterSeconds`. */
  | { refusal: 'daily_limit' | 'rate_limited'; retryAfterSeconds: number }
  /**
   * No such conversation of mine, no such member, or a member who blocks me: all answered alike,
   * so the blocked side learns nothing it could not see before.
   */
  | { refusal: 'notFound'; what: 'conversation' | 'member' }
  /** A report named a message of another conversation (or none that exists). */
  | { refusal: 'messageNotInConversation' }
  | { refusal: 'reportNotFound' }
  /** Reports a member may file per day. */
  | { refusal: 'reportsLimited'; retryAfterSeconds: number }
  /** The acting member was erased here: their dead token must not write rows that outlive it. */
  | { refusal: 'accountGone' }
  /** No such request of this guardian's (or the member is no longer theirs). */
  | { refusal: 'guardianRequestNotFound' }
  /** The request was answered already (or lapsed). */
  | { refusal: 'guardianRequestDecided' }
  /** The conversation closed while it waited (a block, a suspension, an erasure). */
  | { refusal: 'guardianRequestWithdrawn' };

export type RefusalOf<K extends Refusal['refusal']> = Extract<Refusal, { refusal: K }>;
