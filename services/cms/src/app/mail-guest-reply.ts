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
 * `feedback.replied` (this service's own event, README: Replies to guests): a guest's reply goes
 * to the address they gave, in the feedback's language. Read from the row now (the event carries
 * ids and facts, not the address or the text), in the consumer's inbox transaction.
 *
 * Sent after the reply committed (the event leaves through the outbox only then), and inside the
 * inbox transaction: a send that fails (mail server down) rolls the inbox record back, so the bus
 * delivers the event again and the mail is tried again; once the bus gives up, the event is kept
 * in `cms.dead_letters` (by id, no address) and logged. The reply itself is never at risk: it is
 * stored, and staff see it. At least once: a crash between the send and the commit can repeat a
 * mail, never lose one. A message no adapter may send (`InvalidMessageError`) is logged by purpose
 * and dropped: trying again cannot mend it.
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
