import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidMessageError } from '../../src/messaging/message-errors.js';
import type { MailMessage, Mailer } from '../../src/messaging/port.js';

/** A mail as the other end saw it: the SMTP server's parsed message, or the inbox file. */
export interface DeliveredMail {
  to: string;
  from?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  contentLanguage: string;
}

export interface MailerHarness {
  mailer: Mailer;
  /** Every mail delivered to `to`, oldest first. */
  delivered(to: string): Promise<DeliveredMail[]>;
  /** The From the adapter must set, when the other end sees one (SMTP; the inbox has none). */
  from?: string;
  /** An address the server refuses at RCPT TO, when the adapter talks to a server. */
  refusedRecipient?: string;
  /** Takes the server down (for `ping`), when there is one. */
  stopServer?(): Promise<void>;
  close?(): Promise<void>;
}

const arabic = 'مرحبا بك في مودة. رمز التحقق: ٤٨٢٩١٥ — اضغط الرابط لتأكيد بريدك.';

/**
 * The Mailer port's contract, run on the dev inbox and on SMTP against a real local server
 * (smtp-server, parsed with mailparser). Each run uses its own addresses.
 */
export function mailerContract(name: string, open: () => Promise<MailerHarness>) {
  describe(`Mailer contract: ${name}`, () => {
    let h: MailerHarness;
    const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
    const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
      to: address('member'),
      subject: 'Confirm your email',
      text: 'Open https://mawadda.test/verify-email?token=abc to confirm.',
      locale: 'en',
      purpose: 'verify.email',
      ...overrides,
    });

    beforeAll(async () => {
      h = await open();
    });
    afterAll(async () => {
      await h?.mailer.close();
      await h?.close?.();
    });

    it('delivers recipient, subject and text, and returns an id', async () => {
      const mail = message();
      const sent = await h.mailer.send(mail);
      expect(sent.id).toEqual(expect.any(String));
      expect(sent.id.length).toBeGreaterThan(0);
      const [got, ...more] = await h.delivered(mail.to);
      expect(more).toEqual([]);
      expect(got).toMatchObject({ to: mail.to, subject: mail.subject, contentLanguage: 'en' });
      expect(got!.text.trim()).toBe(mail.text);
      expect(got!.html).toBeUndefined();
      if (h.from) expect(got!.from).toBe(h.from);
    });

    it('keeps Arabic (UTF-8) intact in subject and text, with Content-Language', async () => {
      const mail = message({ subject: 'تأكيد البريد الإلكتروني', text: arabic, locale: 'ar' });
      await h.mailer.send(mail);
      const [got] = await h.delivered(mail.to);
      expect(got!.subject).toBe('تأكيد البريد الإلكتروني');
      expect(got!.text.trim()).toBe(arabic);
      expect(got!.contentLanguage).toBe('ar');
    });

    it('sends the HTML part when given, beside the text', async () => {
      const mail = message({
        html: '<p>اضغط <a href="https://mawadda.test/v">هنا</a></p>',
        text: arabic,
        locale: 'ar',
      });
      await h.mailer.send(mail);
      const [got] = await h.delivered(mail.to);
      expect(got!.html).toContain('<p>اضغط <a href="https://mawadda.test/v">هنا</a></p>');
      expect(got!.text.trim()).toBe(arabic);
    });

    it('refuses what no adapter may send, before sending: lists, header injection, free-text purpose', async () => {
      const to = address('bad');
      const bad: Partial<MailMessage>[] = [
        { to: `${to}, other@example.com` },
        { to: 'not-an-address' },
        { to: `${to}\r\nBcc: x@example.com` },
        { subject: 'Hello\r\nBcc: x@example.com' },
        { subject: '' },
        { text: '' },
        { locale: 'not a locale' },
        { purpose: 'Dear Fatima, your code is 123' },
      ];
      for (const overrides of bad)
        await expect(h.mailer.send(message({ to, ...overrides }))).rejects.toBeInstanceOf(
          InvalidMessageError,
        );
      expect(await h.delivered(to)).toEqual([]);
    });

    it('a recipient the server refuses rejects the send, without the address in the error', async (ctx) => {
      if (!h.refusedRecipient) return ctx.skip();
      const err = await h.mailer.send(message({ to: h.refusedRecipient })).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect(String((err as Error).message)).not.toContain(h.refusedRecipient);
      expect(JSON.stringify(err)).not.toContain(h.refusedRecipient);
      expect(await h.delivered(h.refusedRecipient)).toEqual([]);
    });

    it('ping answers while the server is up and fails once it is down', async (ctx) => {
      await expect(h.mailer.ping()).resolves.toBeUndefined();
      if (!h.stopServer) return ctx.skip();
      await h.stopServer();
      await expect(h.mailer.ping()).rejects.toBeInstanceOf(Error);
      await expect(h.mailer.send(message())).rejects.toBeInstanceOf(Error);
    });
  });
}
