/**
 * Why the notification service says no, as values (DESIGN §2); the http layer alone (its
 * `problemFor`) says how each reaches the caller.
 */
export type NotifyRefusal =
  /** No such notification of the caller's: another member's id is "not found" too. */
  | { refusal: 'not_found' }
  /** The caller was erased here: their dead token must not leave rows behind. */
  | { refusal: 'account_gone' }
  /** Web Push is off on this platform (`WEB_PUSH_ENABLED`): its routes are not there. */
  | { refusal: 'push_off' }
  /** An endpoint that is not a browser's push service (notify would post to it). */
  | { refusal: 'endpoint_refused' };

export type RefusalOf<K extends NotifyRefusal['refusal']> = Extract<NotifyRefusal, { refusal: K }>;
export const NOT_FOUND: RefusalOf<'not_found'> = { refusal: 'not_found' };
