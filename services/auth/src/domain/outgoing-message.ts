import { translate, type Locale, type MessageKey } from '@mawadda/contracts';
import type { MailMessage, SmsMessage } from '@mawadda/kit';

/** A mail or an SMS, as app/deliver.ts sends it after the transaction. */
export type OutgoingMessage =
  { channel: 'mail'; message: MailMessage } | { channel: 'sms'; message: SmsMessage };

/** The catalogue keys of one text: a mail's subject and body, and the SMS that stands for both. */
export interface TextKeys {
  subject: MessageKey;
  text: MessageKey;
  sms: MessageKey;
}

/**
 * The keys of a text laid out as `<prefix>.email.subject`, `<prefix>.email.text` and
 * `<prefix>.sms`; a prefix whose three keys are not all in the catalogue does not compile.
 */
export const textKeysOf = <P extends string>(
  prefix: P & (`${P}.email.subject` | `${P}.email.text` | `${P}.sms` extends MessageKey ? unknown : never),
): TextKeys => ({
  subject: `${prefix}.email.subject` as MessageKey,
  text: `${prefix}.email.text` as MessageKey,
  sms: `${prefix}.sms` as MessageKey,
});

/**
 * One text to one address in its language: a mail to an email, an SMS to a phone. Every mail
 * and SMS of auth is built here, so each carries its `purpose` (what the dev inbox shows and
 * logs keep instead of the address or the text) the same way.
 */
export function textMessage(
  channel: 'mail' | 'sms',
  envelope: { to: string; locale: Locale; purpose: string },
  keys: TextKeys,
  params: Record<string, unknown> = {},
): OutgoingMessage {
  const { locale } = envelope;
  if (channel === 'sms')
    return { channel, message: { ...envelope, text: translate(keys.sms, locale, params) } };
  return {
    channel,
    message: {
      ...envelope,
      subject: translate(keys.subject, locale, params),
      text: translate(keys.text, locale, params),
    },
  };
}
