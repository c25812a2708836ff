import { and, eq, isNotNull } from 'drizzle-orm';
import { isMessageKey, translate, type Locale, type ParsedEvent } from '@mawadda/contracts';
import { LOCALES } from '@mawadda/contracts/locale';
import { pathInLocale } from '@mawadda/contracts/web-routes';
import { InvalidMessageError, type Db, type EventHandler } from '@mawadda/kit';
import type { AuthApp } from '../app/context.js';
import { accounts } from '../store/schema.js';

/** The settings page every notification mail ends with: the member's way to stop them. */
const SETTINGS_PATH = '/notifications/settings';

const localeOf = (value: string): Locale =>
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

/**
 * Only auth knows the address, so it mails `notification.created` to an active account's verified
 * address, in its language. Sent inside the inbox transaction so a failed send is redelivered
 * (at least once); a message no adapter may send is logged and dropped, as retrying cannot mend it.
 */
export function notificationMail(app: AuthApp): EventHandler<'notification.created'> {
  return async (event, tx: Db) => {
    const { memberId, kind, link } = event.payload;
    const [account] = await tx
      .select({ email: accounts.email, locale: accounts.locale })
      .from(accounts)
      .where(
        and(eq(accounts.id, memberId), eq(accounts.status, 'active'), isNotNull(accounts.emailVerifiedAt)),
      );
    // Erased, suspended, staff-made or not yet proven: nobody to mail.
    // A guardian invited by phone has no email (README: Guardian).
    if (!account?.email) return;
    const locale = localeOf(account.locale);
    const mail = notificationMailText(kind, link, locale, app.publicOrigin);
    if (!mail) return;
    const purpose = `notify.${kind}`;
    try {
      await app.messaging.mailer.send({ to: account.email, ...mail, locale, purpose });
    } catch (err) {
      if (!(err instanceof InvalidMessageError)) throw err;
      app.logger.warn({ purpose, field: err.field }, 'notification mail not sendable');
    }
  };
}
