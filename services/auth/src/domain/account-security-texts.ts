import { translate } from '@mawadda/contracts';
import type { MailMessage, SmsMessage } from '@mawadda/kit';
import { maskAddress } from './account-security.js';
import { localeOf, siteLink } from './verification-texts.js';

/**
 * The mails and SMS of account security, in the account's language (messages/features/account.ts):
 * the forgotten-password code, the code to a new address, and the notices that a password or an
 * address changed. Each carries a `purpose` that the dev inbox shows and logs keep instead of the
 * address or the text.
 */
export const ACCOUNT_PURPOSES = {
  resetEmail: 'account.reset.email',
  resetPhone: 'account.reset.phone',
  changeEmail: 'account.change.email',
  changePhone: 'account.change.phone',
  passwordChanged: 'notice.password.changed',
  addressChanged: 'notice.address.changed',
} as const;

export type Message = { channel: 'mail'; message: MailMessage } | { channel: 'sms'; message: SmsMessage };
type Kind = 'email' | 'phone';

/** The page with "Forgot password?": where a "not you?" notice sends its reader. */
const signInLink = (origin: string, locale: string) => siteLink(origin, localeOf(locale), '/Auth/login');

/** The forgotten-password code, to the email or phone it was asked for. */
export function resetCodeMessage(input: { kind: Kind; to: string; locale: string; code: string }): Message {
  const locale = localeOf(input.locale);
  if (input.kind === 'phone')
    return {
      channel: 'sms',
      message: {
        to: input.to,
        locale,
        purpose: ACCOUNT_PURPOSES.resetPhone,
        text: translate('account.reset.sms', locale, { code: input.code }),
      },
    };
  return {
    channel: 'mail',
    message: {
      to: input.to,
      locale,
      purpose: ACCOUNT_PURPOSES.resetEmail,
      subject: translate('account.reset.email.subject', locale),
      text: translate('account.reset.email.text', locale, { code: input.code }),
    },
  };
}

/** The code that proves a new email or phone, to that new address. */
export function addressCodeMessage(input: { kind: Kind; to: string; locale: string; code: string }): Message {
  const locale = localeOf(input.locale);
  if (input.kind === 'phone')
    return {
      channel: 'sms',
      message: {
        to: input.to,
        locale,
        purpose: ACCOUNT_PURPOSES.changePhone,
        text: translate('account.change.sms', locale, { code: input.code }),
      },
    };
  return {
    channel: 'mail',
    message: {
      to: input.to,
      locale,
      purpose: ACCOUNT_PURPOSES.changeEmail,
      subject: translate('account.change.email.subject', locale),
      text: translate('account.change.email.text', locale, { code: input.code }),
    },
  };
}

/** "Your password was changed; not you? …", to every address the account has. */
export function passwordChangedNotices(
  account: { email: string | null; phone: string | null; locale: string },
  origin: string,
): Message[] {
  const locale = localeOf(account.locale);
  const purpose = ACCOUNT_PURPOSES.passwordChanged;
  const notices: Message[] = [];
  if (account.email)
    notices.push({
      channel: 'mail',
      message: {
        to: account.email,
        locale,
        purpose,
        subject: translate('account.passwordChanged.email.subject', locale),
        text: translate('account.passwordChanged.email.text', locale, { link: signInLink(origin, locale) }),
      },
    });
  if (account.phone)
    notices.push({
      channel: 'sms',
      message: { to: account.phone, locale, purpose, text: translate('account.passwordChanged.sms', locale) },
    });
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
): Message | undefined {
  const locale = localeOf(before.locale);
  const purpose = ACCOUNT_PURPOSES.addressChanged;
  const address = maskAddress(newAddress);
  const toEmail = kind === 'email' ? before.email : before.phone ? null : before.email;
  const toPhone = kind === 'phone' ? before.phone : before.email ? null : before.phone;
  if (toEmail)
    return {
      channel: 'mail',
      message: {
        to: toEmail,
        locale,
        purpose,
        subject: translate(
          kind === 'email' ? 'account.changed.email.subject' : 'account.changed.phone.subject',
          locale,
        ),
        text: translate(
          kind === 'email' ? 'account.changed.email.text' : 'account.changed.phone.text',
          locale,
          {
            address,
            link: signInLink(origin, locale),
          },
        ),
      },
    };
  if (toPhone)
    return {
      channel: 'sms',
      message: {
        to: toPhone,
        locale,
        purpose,
        text: translate(
          kind === 'email' ? 'account.changed.email.sms' : 'account.changed.phone.sms',
          locale,
          {
            address,
          },
        ),
      },
    };
  return undefined;
}
