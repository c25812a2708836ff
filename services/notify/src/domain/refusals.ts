/**
 * Why the notification service says no, as values (DESIGN §2); the http layer alone (its
 * `problemFor`) says how each reaches the caller.
 */
export type NotifyRefusal =
  /** No such notification of the caller's: another member's id is "not found" too. */
  | { refusal: 'not_found' }
  /** The caller was erased here: their dead token must not leave rows behind. */
  | { refusal: 'account_gone' };

export type RefusalOf<K extends NotifyRefusal['refusal']> = Extract<NotifyRefusal, { refusal: K }>;
export const NOT_FOUND: RefusalOf<'not_found'> = { refusal: 'not_found' };
