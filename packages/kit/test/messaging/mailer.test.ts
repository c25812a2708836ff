import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevInbox } from '../../src/messaging/dev-inbox.js';
import { createSmtpMailer } from '../../src/messaging/smtp-mailer.js';
import { mailerContract } from '../contracts/mailer.contract.js';
import { REFUSED_DOMAIN, startLocalSmtpServer } from './local-smtp-server.js';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-mailer-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const FROM = 'Mawadda <no-reply@mawadda.invalid>';

mailerContract('dev inbox', async () => {
  const inbox = createDevInbox({ dir: path.join(root, 'inbox') });
  return {
    mailer: inbox.mailer,
    delivered: async (to) =>
      (await inbox.list())
        .filter((e) => e.channel === 'mail' && e.to === to)
        .reverse()
        .map((e) => ({
          to: e.to,
          subject: e.subject ?? '',
          text: e.text,
          html: e.html,
          contentLanguage: e.locale,
        })),
  };
});

mailerContract('SMTP (nodemailer against a local smtp-server)', async () => {
  const server = await startLocalSmtpServer();
  return {
    mailer: createSmtpMailer({ url: server.url, from: FROM, timeoutMs: 2_000 }),
    delivered: server.delivered,
    from: '"Mawadda" <no-reply@mawadda.invalid>',
    refusedRecipient: `nobody@${REFUSED_DOMAIN}`,
    stopServer: server.stop,
    close: server.stop,
  };
});

describe('SMTP only', () => {
  it('wraps an HTML fragment in a document with the locale’s lang and dir', async () => {
    const server = await startLocalSmtpServer();
    const mailer = createSmtpMailer({ url: server.url, from: FROM, timeoutMs: 2_000 });
    try {
      await mailer.send({
        to: 'a@example.com',
        subject: 'سلام',
        text: 'سلام',
        html: '<p>سلام</p>',
        locale: 'fa',
        purpose: 'notify.test',
      });
      const [got] = await server.delivered('a@example.com');
      expect(got!.html).toMatch(/<html lang="fa" dir="rtl">/);
    } finally {
      await mailer.close();
      await server.stop();
    }
  });
});
