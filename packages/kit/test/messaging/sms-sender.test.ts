import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevInbox } from '../../src/messaging/dev-inbox.js';
import { MessageSendError } from '../../src/messaging/message-errors.js';
import { createTwilioSms } from '../../src/messaging/twilio-sms.js';
import { smsSenderContract } from '../contracts/sms-sender.contract.js';
import { ACCOUNT_SID, AUTH_TOKEN, INVALID_NUMBER, startLocalTwilioServer } from './local-twilio-server.js';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-sms-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const FROM = '+15005550006';

smsSenderContract('dev inbox', async () => {
  const inbox = createDevInbox({ dir: path.join(root, 'inbox') });
  return {
    sms: inbox.sms,
    delivered: async (to) =>
      (await inbox.list())
        .filter((e) => e.channel === 'sms' && e.to === to)
        .reverse()
        .map((e) => ({ to: e.to, text: e.text })),
  };
});

smsSenderContract('Twilio SDK (against a local server speaking the Messages API)', async () => {
  const server = await startLocalTwilioServer();
  return {
    sms: await createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      apiBase: server.apiBase,
    }),
    delivered: server.delivered,
    from: FROM,
    failingNumber: INVALID_NUMBER,
    stopServer: server.stop,
    close: server.stop,
  };
});

describe('Twilio only', () => {
  it('posts a form body with basic auth to the account’s Messages.json', async () => {
    const server = await startLocalTwilioServer();
    try {
      const sms = await createTwilioSms({
        accountSid: ACCOUNT_SID,
        authToken: AUTH_TOKEN,
        from: FROM,
        apiBase: server.apiBase,
      });
      const sent = await sms.send({
        to: '+971501234567',
        text: 'رمز: ١٢٣',
        locale: 'ar',
        purpose: 'verify.phone',
      });
      expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/);
      const post = server.requests.find((r) => r.method === 'POST');
      expect(post).toMatchObject({
        path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
        authorization: server.expectedAuth,
        form: { To: '+971501234567', From: FROM, Body: 'رمز: ١٢٣' },
      });
      expect(post!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    } finally {
      await server.stop();
    }
  });

  it('sends through a messaging service when TWILIO_FROM is an MG sid', async () => {
    const server = await startLocalTwilioServer();
    try {
      const service = `MG${'a'.repeat(32)}`;
      const sms = await createTwilioSms({
        accountSid: ACCOUNT_SID,
        authToken: AUTH_TOKEN,
        from: service,
        apiBase: server.apiBase,
      });
      await sms.send({ to: '+971501234567', text: 'code 1', locale: 'en', purpose: 'verify.phone' });
      expect(server.requests.find((r) => r.method === 'POST')!.form).toMatchObject({
        MessagingServiceSid: service,
      });
    } finally {
      await server.stop();
    }
  });

  it('wrong credentials reject the send and the ping with the status, no retry loop', async () => {
    const server = await startLocalTwilioServer();
    try {
      const sms = await createTwilioSms({
        accountSid: ACCOUNT_SID,
        authToken: 'wrong',
        from: FROM,
        apiBase: server.apiBase,
      });
      const err = await sms
        .send({ to: '+971501234567', text: 'x', locale: 'en', purpose: 'verify.phone' })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MessageSendError);
      expect((err as MessageSendError).details).toMatchObject({ status: 401, providerCode: 20003 });
      await expect(sms.ping()).rejects.toBeInstanceOf(MessageSendError);
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.stop();
    }
  });
});
