import type { ParsedEvent } from '@mawadda/contracts';
import { InvalidMessageError, type Db } from '@mawadda/kit';
import { localeOf, notificationMailText } from '../domain/notification-mail.js';
import { findMailableAccount } from '../store/accounts-store.js';
import type { AuthApp } from './context.js';

/**
 * Only auth knows the address, so it mails `notification.created` to an active account's verified
 * address, in its language. Sent inside the inbox transaction so a failed send is redelivered
 * (at least once); a message no adapter may send is logged and dropped, as retrying cannot mend it.
 */
export async function mailNotification(
  app: AuthApp,
  tx: Db,
  payload: ParsedEvent<'notification.created'>['payload'],
) {
  const { memberId, kind, link } = payload;
  const account = await findMailableAccount(tx, memberId);
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
}
