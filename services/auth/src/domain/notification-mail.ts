import { isMessageKey, translate, type Locale, type ParsedEvent } from '@mawadda/contracts';
import { LOCALES } from '@mawadda/contracts/locale';
import { pathInLocale } from '@mawadda/contracts/web-routes';

/** The settings page every notification mail ends with: the member's way to stop them. */
const SETTINGS_PATH = '/notifications/settings';

export const localeOf = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'ar';

/** The mail of one notification in the member's language: a subject, a line with the link, the way out. */
export function notificationMailText(
  kind: ParsedEvent<'notification.created'>['payload']['kind'],
  link: string,
  locale: Locale,
  origin: string,
): { subject: string; text: string } | undefined {
  const subjectKey = `notify.email.${kind}.subject`;
  const bodyKey = `notify.email.${kind}.body`;
  if (!isMessageKey(subjectKey) || !isMessageKey(bodyKey)) return undefined;
  const base = origin.replace(/\/+$/, '');
  const body = translate(bodyKey, locale, { link: `${base}${pathInLocale(locale, link)}` });
  const footer = translate('notify.email.footer', locale, {
    settings: `${base}${pathInLocale(locale, SETTINGS_PATH)}`,
  });
  return { subject: translate(subjectKey, locale), text: `${body}\n\n${footer}\n` };
}
