import { DEFAULT_LOCALE, isLocale, translate, type Locale } from '@mawadda/contracts';
import { pathInLocale } from '@mawadda/contracts/web-routes';
import type { MailMessage, SmsMessage } from '@mawadda/kit';

/**
 * The mails and SMS of verification, in the member's language (messages/features/verify.ts).
 * Links point at the member site in that language's path. Each carries a `purpose` that the dev
 * inbox shows and logs keep instead of the address or the text.
 */
export const VERIFY_PURPOSES = {
  registerEmail: 'verify.register.email',
  registerPhone: 'verify.register.phone',
  registerAttempt: 'notice.register.attempt',
  accountEmail: 'verify.account.email',
  accountPhone: 'verify.account.phone',
} as const;

export const localeOf = (value: string): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
export const siteLink = (origin: string, locale: Locale, path: string, query?: Record<string, string>) =>
  `${origin.replace(/\/$/, '')}${pathInLocale(locale, path)}${query ? `?${new URLSearchParams(query)}` : ''}`;

export function registrationCodeMail(input: {
  to: string;
  locale: string;
  code: string;
  registrationId: string;
  origin: string;
}): MailMessage {
  const locale = localeOf(input.locale);
  const link = siteLink(input.origin, locale, '/verify-email', {
    registration: input.registrationId,
    code: input.code,
  });
  return {
    to: input.to,
    locale,
    purpose: VERIFY_PURPOSES.registerEmail,
    subject: translate('verify.register.email.subject', locale),
    text: translate('verify.register.email.text', locale, { code: input.code, link }),
  };
}

export const registrationCodeSms = (input: { to: string; locale: string; code: string }): SmsMessage => ({
  to: input.to,
  locale: localeOf(input.locale),
  purpose: VERIFY_PURPOSES.registerPhone,
  text: translate('verify.register.sms', localeOf(input.locale), { code: input.code }),
});

/** To the owner of a taken address, in the language that account uses: "if it was you, sign in". */
export function registerAttemptMail(input: { to: string; locale: string; origin: string }): MailMessage {
  const locale = localeOf(input.locale);
  return {
    to: input.to,
    locale,
    purpose: VERIFY_PURPOSES.registerAttempt,
    subject: translate('verify.notice.email.subject', locale),
    text: translate('verify.notice.email.text', locale, {
      link: siteLink(input.origin, locale, '/Auth/login'),
    }),
  };
}

export const registerAttemptSms = (input: { to: string; locale: string }): SmsMessage => ({
  to: input.to,
  locale: localeOf(input.locale),
  purpose: VERIFY_PURPOSES.registerAttempt,
  text: translate('verify.notice.sms', localeOf(input.locale)),
});

export function accountEmailLinkMail(input: {
  to: string;
  locale: string;
  token: string;
  origin: string;
}): MailMessage {
  const locale = localeOf(input.locale);
  const link = siteLink(input.origin, locale, '/verify-email', { token: input.token });
  return {
    to: input.to,
    locale,
    purpose: VERIFY_PURPOSES.accountEmail,
    subject: translate('verify.account.email.subject', locale),
    text: translate('verify.account.email.text', locale, { link }),
  };
}

export const accountPhoneCodeSms = (input: { to: string; locale: string; code: string }): SmsMessage => ({
  to: input.to,
  locale: localeOf(input.locale),
  purpose: VERIFY_PURPOSES.accountPhone,
  text: translate('verify.account.sms', localeOf(input.locale), { code: input.code }),
});
