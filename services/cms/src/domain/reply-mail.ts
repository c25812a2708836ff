import { translate, type Locale } from '@mawadda/contracts';
import { pathInLocale } from '@mawadda/contracts/web-routes';

/** What the reply mail is told apart by in the dev inbox and the logs (never the address or text). */
export const REPLY_MAIL_PURPOSE = 'feedback.reply';

/** The site's contact page: a guest writes again there (the mail's sender takes no replies). */
const CONTACT_PATH = '/contact-us';

export interface RepliedFeedback {
  memberId: string | null;
  reply: string | null;
  repliedAt: Date | null;
}

/**
 * cms mails only a guest's reply (members hear through notify), and only the latest one: when staff
 * replied again before this event was handled, the later reply's own event mails it, so the same
 * text is not sent twice.
 */
export function shouldMailReply(row: RepliedFeedback, eventRepliedAt: string | null): boolean {
  if (row.memberId !== null || !row.reply?.trim() || !row.repliedAt || !eventRepliedAt) return false;
  return row.repliedAt.getTime() === new Date(eventRepliedAt).getTime();
}

/**
 * The mail in the feedback's language: the message's reference in the subject (what the guest
 * quotes if she writes again), a greeting by the name she gave, a line of framing, staff's reply as
 * written, her own message quoted, and where to write again.
 */
export function replyMail(
  f: { reference: string; userName: string; description: string; reply: string; locale: Locale },
  origin: string,
): { subject: string; text: string } {
  const { locale } = f;
  const link = `${origin.replace(/\/+$/, '')}${pathInLocale(locale, CONTACT_PATH)}`;
  const quoted = f.description
    .trim()
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    translate('feedback.reply.email.greeting', locale, { name: f.userName.trim() }),
    translate('feedback.reply.email.intro', locale),
    f.reply.trim(),
    `${translate('feedback.reply.email.yourMessage', locale)}\n${quoted}`,
    translate('feedback.reply.email.footer', locale, { link }),
  ].join('\n\n');
  return {
    subject: translate('feedback.reply.email.subject', locale, { reference: f.reference }),
    text: `${text}\n`,
  };
}
