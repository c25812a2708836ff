import nodemailer from 'nodemailer';
import { checkMailMessage, textDirection } from './message-checks.js';
import { MessageSendError } from './message-errors.js';
import type { MailMessage, Mailer } from './port.js';

export interface SmtpMailerSettings {
  /** smtp://[user:pass@]host[:port] (STARTTLS when the server offers it) or smtps://… (TLS). */
  url: string;
  /** The From header: `Mawadda <no-reply@…>`. */
  from: string;
  /** Connection and greeting timeout; default 10 s, so a dead server fails a send, not hangs it. */
  timeoutMs?: number;
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML part as a whole document with the message's `lang` and `dir`, so mail clients lay out
 * Arabic, Urdu and Persian right to left. A caller's full document is sent as it is.
 */
function htmlDocument(html: string, locale: string): string {
  if (/^\s*(<!doctype|<html)/i.test(html)) return html;
  const lang = escapeAttribute(locale);
  return `<!doctype html><html lang="${lang}" dir="${textDirection(locale)}"><head><meta charset="utf-8"></head><body>${html}</body></html>`;
}

/** nodemailer's error, reduced to its codes (its message quotes refused addresses). */
function sendError(err: unknown): MessageSendError {
  const e = err as { code?: unknown; responseCode?: unknown };
  return new MessageSendError('mail', {
    code: typeof e.code === 'string' ? e.code : undefined,
    status: typeof e.responseCode === 'number' ? e.responseCode : undefined,
  });
}

/**
 * The distributed adapter of the Mailer port: SMTP through nodemailer, one pooled connection
 * reused across sends. Plain text always, HTML when given, `Content-Language` from the locale.
 */
export function createSmtpMailer(settings: SmtpMailerSettings): Mailer {
  const timeout = settings.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: 3 * timeout,
    // nodemailer would otherwise log envelopes (addresses) when a logger is set; keep it off.
    logger: false,
    debug: false,
  } as Parameters<typeof nodemailer.createTransport>[0]);

  return {
    async send(message: MailMessage) {
      checkMailMessage(message);
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html !== undefined && { html: htmlDocument(message.html, message.locale) }),
          headers: { 'Content-Language': message.locale },
        });
        // One recipient: a refusal already rejected the promise, but never report a send that
        // the server did not accept for the one address.
        if (info.rejected.length > 0 || info.accepted.length === 0)
          throw Object.assign(new Error('recipient refused'), { code: 'EENVELOPE' });
        return { id: info.messageId };
      } catch (err) {
        throw sendError(err);
      }
    },
    async ping() {
      try {
        await transport.verify();
      } catch (err) {
        throw sendError(err);
      }
    },
    async close() {
      transport.close();
    },
  };
}
