import { eq } from 'drizzle-orm';
import { InvalidMessageError, type Db, type Logger, type Mailer } from '@mawadda/kit';
import { REPLY_MAIL_PURPOSE, replyMail, shouldMailReply } from '../domain/reply-mail.js';
import { feedback } from '../store/schema.js';

export interface ReplyMailer {
  mailer: Mailer;
  /** The site's address, for the contact page's link. */
  publicOrigin: string;
  logger: Logger;
}

/**
 * Mailed from this service's own `feedback.replied` (README: Replies to guests), so only once the
 * reply committed, and inside the inbox transaction, so a failed send is redelivered. A message no
 * adapter may send is logged and dropped: retrying cannot mend it.
 */
export async function mailGuestReply(
  deps: ReplyMailer,
  tx: Db,
  event: { feedbackId: string; repliedAt: string | null },
): Promise<void> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, event.feedbackId));
  // Deleted since (spam, erasure), a member's (notify tells them), or replied to again.
  if (!row || !shouldMailReply(row, event.repliedAt)) return;
  const mail = replyMail({ ...row, reply: row.reply! }, deps.publicOrigin);
  try {
    await deps.mailer.send({ to: row.email, ...mail, locale: row.locale, purpose: REPLY_MAIL_PURPOSE });
  } catch (err) {
    if (!(err instanceof InvalidMessageError)) throw err;
    deps.logger.warn({ purpose: REPLY_MAIL_PURPOSE, field: err.field }, 'reply mail not sendable');
  }
}
