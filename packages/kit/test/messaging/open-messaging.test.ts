import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load-config.js';
import { messagingConfigSchema } from '../../src/config/messaging-config.js';
import { createLogger } from '../../src/logging/logger.js';
import { openMessaging } from '../../src/messaging/open-messaging.js';
import { ACCOUNT_SID, AUTH_TOKEN, INVALID_NUMBER, startLocalTwilioServer } from './local-twilio-server.js';
import { REFUSED_DOMAIN, startLocalSmtpServer } from './local-smtp-server.js';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-open-messaging-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = createLogger(
    'test',
    'info',
    new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  return { logger, lines: () => lines.join('') };
}

describe('openMessaging', () => {
  it('uses the dev inbox by default and logs purpose and id, never address or text', async () => {
    const { logger, lines } = capturingLogger();
    const config = loadConfig(messagingConfigSchema, { DATA_DIR: root });
    const messaging = await openMessaging(config, logger);
    expect(messaging.inboxDir).toBe(path.join(root, 'dev-inbox'));
    const sent = await messaging.mailer.send({
      to: 'layla@example.com',
      subject: 'Confirm',
      text: 'secret-link-123',
      locale: 'en',
      purpose: 'verify.email',
    });
    await messaging.sms.send({
      to: '+971501234567',
      text: 'code 998877',
      locale: 'en',
      purpose: 'verify.phone',
    });
    const log = lines();
    expect(log).toContain('"purpose":"verify.email"');
    expect(log).toContain(sent.id);
    for (const personal of ['layla@example.com', 'secret-link-123', 'Confirm', '971501234567', '998877'])
      expect(log).not.toContain(personal);
  });

  it('picks SMTP and Twilio when configured; failures are logged by code only', async () => {
    const smtp = await startLocalSmtpServer();
    const twilio = await startLocalTwilioServer();
    const { logger, lines } = capturingLogger();
    try {
      const config = loadConfig(messagingConfigSchema, {
        DATA_DIR: root,
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        SMS_TRANSPORT: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: '+15005550006',
        TWILIO_API_BASE: twilio.apiBase,
      });
      const messaging = await openMessaging(config, logger);
      expect(messaging.inboxDir).toBeUndefined();
      await messaging.mailer.send({
        to: 'a@example.com',
        subject: 'S',
        text: 'T',
        locale: 'en',
        purpose: 'p.one',
      });
      expect(await smtp.delivered('a@example.com')).toHaveLength(1);
      await messaging.sms.send({ to: '+971501234567', text: 'T', locale: 'en', purpose: 'p.two' });
      expect(await twilio.delivered('+971501234567')).toHaveLength(1);
      const to = `x@${REFUSED_DOMAIN}`;
      await expect(
        messaging.mailer.send({ to, subject: 'S', text: 'T', locale: 'en', purpose: 'p.three' }),
      ).rejects.toThrow();
      await expect(
        messaging.sms.send({ to: INVALID_NUMBER, text: 'T', locale: 'en', purpose: 'p.four' }),
      ).rejects.toThrow();
      await messaging.mailer.close();
      const log = lines();
      expect(log).toContain('"status":550');
      expect(log).toContain('"providerCode":21211');
      expect(log).not.toContain(to);
      expect(log).not.toContain(INVALID_NUMBER.slice(1));
    } finally {
      await smtp.stop();
      await twilio.stop();
    }
  });
});
