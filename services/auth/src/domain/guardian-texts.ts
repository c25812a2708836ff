import { DEFAULT_LOCALE, isLocale, translate, type Locale } from '@mawadda/contracts';
import { pathInLocale } from '@mawadda/contracts/web-routes';
import type { MailMessage, SmsMessage } from '@mawadda/kit';

/**
 * The guardian link's mail and SMS (messages/features/guardian.ts, `guardian.link.*`): the
 * invitation in the member's language naming the member's first name only, the code that proves
 * the invitee holds the address in the language of the page that asked, and "your guardianship
 * ended" in the guardian's. `purpose` is what logs and the dev inbox keep.
 */
export const GUARDIAN_PURPOSES = {
  invite: 'guardian.invite',
  code: 'guardian.code',
  ended: 'guardian.ended',
} as const;

const localeOf = (value: string): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

export function guardianInviteMessage(input: {
  channel: 'email' | 'phone';
  to: string;
  locale: string;
  memberFirstName: string;
  token: string;
  origin: string;
}): { channel: 'mail'; message: MailMessage } | { channel: 'sms'; message: SmsMessage } {
  const locale = localeOf(input.locale);
  const link = `${input.origin.replace(/\/$/, '')}${pathInLocale(locale, '/guardian/accept')}?${new URLSearchParams({ token: input.token })}`;
  const params = { name: input.memberFirstName, link };
  if (input.channel === 'phone')
    return {
      channel: 'sms',
      message: {
        to: input.to,
        locale,
        purpose: GUARDIAN_PURPOSES.invite,
        text: translate('guardian.link.invite.sms', locale, params),
      },
    };
  return {
    channel: 'mail',
    message: {
      to: input.to,
      locale,
      purpose: GUARDIAN_PURPOSES.invite,
      subject: translate('guardian.link.invite.email.subject', locale, params),
      text: translate('guardian.link.invite.email.text', locale, params),
    },
  };
}

/** The acceptance code, to the invited address by the invitation's channel. */
export function guardianCodeMessage(input: {
  channel: 'email' | 'phone';
  to: string;
  locale: string;
  memberFirstName: string;
  code: string;
}): { channel: 'mail'; message: MailMessage } | { channel: 'sms'; message: SmsMessage } {
  const locale = localeOf(input.locale);
  const params = { name: input.memberFirstName, code: input.code };
  if (input.channel === 'phone')
    return {
      channel: 'sms',
      message: {
        to: input.to,
        locale,
        purpose: GUARDIAN_PURPOSES.code,
        text: translate('guardian.link.code.sms', locale, params),
      },
    };
  return {
    channel: 'mail',
    message: {
      to: input.to,
      locale,
      purpose: GUARDIAN_PURPOSES.code,
      subject: translate('guardian.link.code.email.subject', locale, params),
      text: translate('guardian.link.code.email.text', locale, params),
    },
  };
}

/** To the guardian, by mail if the account has an email, else by SMS. */
export function guardianEndedMessage(input: {
  email: string | null;
  phone: string | null;
  locale: string;
  memberFirstName: string;
}): { channel: 'mail'; message: MailMessage } | { channel: 'sms'; message: SmsMessage } | undefined {
  const locale = localeOf(input.locale);
  const params = { name: input.memberFirstName };
  if (input.email)
    return {
      channel: 'mail',
      message: {
        to: input.email,
        locale,
        purpose: GUARDIAN_PURPOSES.ended,
        subject: translate('guardian.link.ended.email.subject', locale, params),
        text: translate('guardian.link.ended.email.text', locale, params),
      },
    };
  if (input.phone)
    return {
      channel: 'sms',
      message: {
        to: input.phone,
        locale,
        purpose: GUARDIAN_PURPOSES.ended,
        text: translate('guardian.link.ended.sms', locale, params),
      },
    };
  return undefined;
}
