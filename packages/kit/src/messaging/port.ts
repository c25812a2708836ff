/**
 * The outgoing-message ports (DESIGN §1 "mail, SMS"): the dev inbox in embedded and local runs,
 * SMTP and an SMS provider when distributed. Only auth holds members' addresses, so only auth
 * sends; others ask through events. Both adapters pass one contract suite.
 */

export interface MailMessage {
  /** One address. */
  to: string;
  subject: string;
  /** The plain-text body: every mail has one. */
  text: string;
  /** An optional HTML body (escaped by the caller). */
  html?: string;
  /** The BCP 47 language of the text (sets Content-Language and the HTML `lang`/`dir`). */
  locale: string;
  /**
   * What the message is for (`verify.email`, `notify.follow.requested`, ...): shown in the dev
   * inbox and logged instead of the address or the text, which are personal data.
   */
  purpose: string;
}

export interface SentMessage {
  /** The adapter's id for the message (SMTP message id, provider sid, inbox file id). */
  id: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMessage>;
  /** Resolves when the server answers (for /readyz); the dev inbox always does. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface SmsMessage {
  /** E.164, e.g. +971501234567. */
  to: string;
  text: string;
  locale: string;
  purpose: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<SentMessage>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
