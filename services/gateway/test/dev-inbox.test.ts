import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, createDevInbox, openMessaging } from '@mawadda/kit';
import { pino } from 'pino';
import { loadGatewayConfigs } from '../src/config.js';
import { DEV_INBOX_CSP } from '../src/dev-inbox/mount-dev-inbox.js';
import { createProxyGateway } from '../src/proxy.js';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';
import { upstreamsAt } from './support/upstreams.js';

const silent = pino({ level: 'silent' });
const UPSTREAMS = upstreamsAt('http://127.0.0.1:9');

function proxyGateway(env: Record<string, string>) {
  const configs = loadGatewayConfigs({ GATEWAY_MODE: 'proxy', LOG_LEVEL: 'silent', ...UPSTREAMS, ...env });
  if (configs.mode !== 'proxy') throw new Error('expected proxy mode');
  return createProxyGateway(configs.platform, configs.gateway, silent, configs.messaging).app;
}

describe('dev inbox page (embedded)', () => {
  let app: EmbeddedApp;
  beforeAll(async () => {
    app = await startEmbeddedApp('dev-inbox');
  });
  afterAll(() => app?.close());

  it('shows what the inbox mailer and SMS sender wrote, newest first, escaped, links clickable', async () => {
    const configs = loadGatewayConfigs({ DATA_DIR: app.dataDir });
    if (configs.mode !== 'embedded') throw new Error('expected embedded mode');
    const { mailer, sms } = await openMessaging(configs.messaging, silent);
    await mailer.send({
      to: 'amina@example.ae',
      subject: 'أكّدي بريدك <b>الآن</b>',
      text: 'افتحي الرابط: https://mawadda.test/verify-email?token=abc&x=1. شكراً <script>alert(1)</script>',
      locale: 'ar',
      purpose: 'verify.email',
    });
    await sms.send({ to: '+971501234567', text: 'Your code: 482915', locale: 'en', purpose: 'verify.phone' });

    const page = await request(app.app).get('/dev/inbox').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(DEV_INBOX_CSP);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).not.toMatch(/<script|style=/i);
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).toContain('&lt;b&gt;الآن&lt;/b&gt;');
    expect(page.text).toContain(
      '<a href="https://mawadda.test/verify-email?token=abc&amp;x=1" rel="noopener noreferrer">https://mawadda.test/verify-email?token=abc&amp;x=1</a>.',
    );
    expect(page.text).toMatch(/<pre class="text" lang="ar" dir="rtl">/);
    expect(page.text).toMatch(/<pre class="text" lang="en" dir="ltr">Your code: 482915<\/pre>/);
    expect(page.text).toContain('<code>verify.email</code>');
    // Newest first: the SMS was sent after the mail.
    expect(page.text.indexOf('+971501234567')).toBeLessThan(page.text.indexOf('amina@example.ae'));

    const css = await request(app.app).get('/dev/inbox.css').expect(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);

    const json = await request(app.app).get('/dev/inbox.json').expect(200);
    expect(json.body.messages.map((m: { channel: string }) => m.channel)).toEqual(['sms', 'mail']);
    expect(json.body.messages[1]).toMatchObject({
      to: 'amina@example.ae',
      purpose: 'verify.email',
      locale: 'ar',
    });
    const filtered = await request(app.app)
      .get('/dev/inbox.json?to=AMINA@example.ae&purpose=verify.email')
      .expect(200);
    expect(filtered.body.messages).toHaveLength(1);
    expect(
      (await request(app.app).get('/dev/inbox.json?channel=sms').expect(200)).body.messages,
    ).toHaveLength(1);
  });
});

describe('dev inbox page (proxy mode and production)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-dev-inbox-proxy-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('the proxy reads DEV_INBOX_DIR directly, as the services write it', async () => {
    const dir = path.join(dataDir, 'shared-inbox');
    await createDevInbox({ dir }).mailer.send({
      to: 'omar@example.ae',
      subject: 'Hi',
      text: 'Hello',
      locale: 'en',
      purpose: 'notify.follow.requested',
    });
    const app = proxyGateway({ DATA_DIR: dataDir, DEV_INBOX_DIR: dir });
    const json = await request(app).get('/dev/inbox.json').expect(200);
    expect(json.body.messages).toEqual([expect.objectContaining({ to: 'omar@example.ae', text: 'Hello' })]);
    await request(app).get('/dev/inbox').expect(200);
  });

  it('answers 404 in production, and when no transport is the inbox', async () => {
    const production = proxyGateway({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://mawadda.example',
    });
    for (const p of ['/dev/inbox', '/dev/inbox.json', '/dev/inbox.css'])
      await request(production).get(p).expect(404);
    const realTransports = proxyGateway({
      DATA_DIR: dataDir,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMS_TRANSPORT: 'twilio',
    });
    await request(realTransports).get('/dev/inbox').expect(404);
  });

  it('an embedded (sending) gateway refuses to start in production with an inbox transport', () => {
    let error: unknown;
    try {
      // The payment provider chosen, so the error is about the transports alone.
      loadGatewayConfigs({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://mawadda.example',
        PAYMENT_PROVIDER: 'sandbox',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables.map((v) => v.name)).toEqual(['MAIL_TRANSPORT', 'SMS_TRANSPORT']);
  });
});
