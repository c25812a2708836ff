/**
 * A message no adapter may send, refused before it leaves the process. Names the field only: the
 * value is an address or a text, personal data that must not reach a log through the error.
 */
export class InvalidMessageError extends Error {
  constructor(readonly field: 'to' | 'subject' | 'text' | 'locale' | 'purpose') {
    super(`The message's ${field} is not valid`);
    this.name = 'InvalidMessageError';
  }
}

/**
 * The server or provider did not take the message (a refused recipient, an error status, a lost
 * connection). Carries the protocol's codes only: the server's own text often quotes the address
 * or the number, which must not reach a log through `err.message` or `err.cause`.
 */
export class MessageSendError extends Error {
  constructor(
    readonly channel: 'mail' | 'sms',
    readonly details: {
      /** nodemailer's code (EENVELOPE, ECONNECTION, ETIMEDOUT…) or a network error code. */
      code?: string | undefined;
      /** SMTP reply code (550…) or HTTP status (400…). */
      status?: number | undefined;
      /** Twilio's error code (21211…). */
      providerCode?: number | undefined;
    },
  ) {
    const parts = [
      details.code && `code ${details.code}`,
      details.status && `status ${details.status}`,
      details.providerCode && `provider code ${details.providerCode}`,
    ].filter(Boolean);
    super(
      `The ${channel === 'mail' ? 'mail' : 'SMS'} was not accepted${parts.length ? ` (${parts.join(', ')})` : ''}`,
    );
    this.name = 'MessageSendError';
  }
}
