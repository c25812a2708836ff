import { InvalidMessageError } from './message-errors.js';
import type { MailMessage, SmsMessage } from './port.js';

// One plain address, no display name, no list: a comma or a line break would add recipients or
// headers. Deliverability is the server's to judge (a refused RCPT rejects the send).
const ADDRESS = /^[^\s@,;<>"()\\]+@[^\s@,;<>"()\\]+\.[^\s@,;<>"()\\]+$/;
/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;
const LOCALE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** `verify.email`, `notify.follow.requested`: shown in the inbox and logs, so never free text. */
const PURPOSE = /^[a-z0-9][a-z0-9._-]{0,99}$/;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f]/;

function checkCommon(message: { text: string; locale: string; purpose: string }): void {
  if (typeof message.text !== 'string' || message.text.trim() === '') throw new InvalidMessageError('text');
  if (typeof message.locale !== 'string' || !LOCALE.test(message.locale))
    throw new InvalidMessageError('locale');
  if (typeof message.purpose !== 'string' || !PURPOSE.test(message.purpose))
    throw new InvalidMessageError('purpose');
}

/** The same checks on every mail adapter, so the dev inbox refuses what SMTP would. */
export function checkMailMessage(message: MailMessage): void {
  if (typeof message.to !== 'string' || message.to.length > 254 || !ADDRESS.test(message.to))
    throw new InvalidMessageError('to');
  if (
    typeof message.subject !== 'string' ||
    message.subject.trim() === '' ||
    message.subject.length > 300 ||
    LINE_BREAK_OR_CONTROL.test(message.subject)
  )
    throw new InvalidMessageError('subject');
  checkCommon(message);
}

export function checkSmsMessage(message: SmsMessage): void {
  if (typeof message.to !== 'string' || !E164.test(message.to)) throw new InvalidMessageError('to');
  // Twilio's own limit: 1600 characters, split into segments by the provider.
  if (typeof message.text === 'string' && message.text.length > 1600) throw new InvalidMessageError('text');
  checkCommon(message);
}

/** Right-to-left languages of the platform (and their kin): sets `dir` on HTML and the inbox page. */
export function textDirection(locale: string): 'rtl' | 'ltr' {
  const language = locale.split('-')[0]!.toLowerCase();
  return ['ar', 'fa', 'ur', 'he', 'ps', 'sd', 'ckb', 'yi', 'dv'].includes(language) ? 'rtl' : 'ltr';
}
