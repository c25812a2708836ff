import { maskAddress } from './account-security.js';
import { textKeysOf, textMessage, type OutgoingMessage } from './outgoing-message.js';
import { localeOf, siteLink } from './verification-texts.js';

/**
 * The mails and SMS of account security, in the account's language. Each carries a `purpose` that
 * the dev inbox and logs keep instead of the address or the text.
 */
export const ACCOUNT_PURPOSES = {
  resetEmail: 'account.reset.email',
  resetPhone: 'account.reset.phone',
  changeEmail: 'account.change.email',
  changePhone: 'account.change.phone',
  passwordChanged: 'notice.password.changed',
  addressChanged: 'notice.address.changed',
} as const;

type Kind = 'email' | 'phone';

/** The page with "Forgot password?": where a "not you?" notice sends its reader. */
const signInLink = (origin: string, locale: string) => siteLink(origin, localeOf(locale), '/Auth/login');

/** A code to an email or a phone: its purpose by kind, its text by the `<prefix>` of its keys. */
function codeMessage(
  purposes: Record<Kind, string>,
  prefix: 'account.reset' | 'account.change',
  input: { kind: Kind; to: string; locale: string; code: string },
): OutgoingMessage {
  const envelope = { to: input.to, locale: localeOf(input.locale), purpose: purposes[input.kind] };
  const channel = input.kind === 'phone' ? 'sms' : 'mail';
  return textMessage(channel, envelope, textKeysOf(prefix), { code: input.code });
}

/** The forgotten-password code, to the email or phone it was asked for. */
export const resetCodeMessage = (input: { kind: Kind; to: string; locale: string; code: string }) =>
  codeMessage(
    { email: ACCOUNT_PURPOSES.resetEmail, phone: ACCOUNT_PURPOSES.resetPhone },
    'account.reset',
    input,
  );

/** The code that proves a new email or phone, to that new address. */
export const addressCodeMessage = (input: { kind: Kind; to: string; locale: string; code: string }) =>
  codeMessage(
    { email: ACCOUNT_PURPOSES.changeEmail, phone: ACCOUNT_PURPOSES.changePhone },
    'account.change',
    input,
  );

/** "Your password was changed; not you? …", to every address the account has. */
export function passwordChangedNotices(
  account: { email: string | null; phone: string | null; locale: string },
  origin: string,
): OutgoingMessage[] {
  const locale = localeOf(account.locale);
  const purpose = ACCOUNT_PURPOSES.passwordChanged;
  const keys = textKeysOf('account.passwordChanged');
  const params = { link: signInLink(origin, locale) };
  const notices: OutgoingMessage[] = [];
  if (account.email) notices.push(textMessage('mail', { to: account.email, locale, purpose }, keys, params));
  if (account.phone) notices.push(textMessage('sms', { to: account.phone, locale, purpose }, keys, params));
  return notices;
}

/**
 * "Your email (phone) was changed to n***@…; not you? …": to the old address of that kind, or,
 * when the account had none (a phone added to a staff account), to its other address, so a
 * change never goes unannounced.
 */
export function addressChangedNotice(
  kind: Kind,
  before: { email: string | null; phone: string | null; locale: string },
  newAddress: string,
  origin: string,
): OutgoingMessage | undefined {
  const locale = localeOf(before.locale);
  const purpose = ACCOUNT_PURPOSES.addressChanged;
  const address = maskAddress(newAddress);
  const toEmail = kind === 'email' ? before.email : before.phone ? null : before.email;
  const toPhone = kind === 'phone' ? before.phone : before.email ? null : before.phone;
  const keys = {
    email: {
      subject: 'account.changed.email.subject',
      text: 'account.changed.email.text',
      sms: 'account.changed.email.sms',
    },
    phone: {
      subject: 'account.changed.phone.subject',
      text: 'account.changed.phone.text',
      sms: 'account.changed.phone.sms',
    },
  } as const;
  const params = { address, link: signInLink(origin, locale) };
  if (toEmail) return textMessage('mail', { to: toEmail, locale, purpose }, keys[kind], params);
  if (toPhone) return textMessage('sms', { to: toPhone, locale, purpose }, keys[kind], params);
  return undefined;
}
