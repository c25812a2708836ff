import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '@mawadda/kit';
import { loadNotifyConfig, PUSH_SERVICE_HOSTS } from '../src/config.js';
import {
  effectivePushPreferences,
  endpointAllowed,
  pushPayloadOf,
  pushTopicOf,
  quietSince,
} from '../src/domain/push.js';
import { generateVapidKeys, loadVapidKeys } from '../src/store/vapid-keys.js';

/* README "Push": the rules, as pure functions, and where the VAPID keys come from. */

describe('which endpoints notify posts to', () => {
  const allowed = (url: string, production = true) => endpointAllowed(url, PUSH_SERVICE_HOSTS, production);

  it('takes the browsers’ push services over https', () => {
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    expect(allowed('https://wns2-par02p.notify.windows.com/w/?token=abc')).toBe(true);
    expect(allowed('https://web.push.apple.com/QGx')).toBe(true);
  });

  it('refuses anything else: another host, http, inner addresses, credentials, a look-alike name', () => {
    expect(allowed('http://fcm.googleapis.com/fcm/send/abc')).toBe(false);
    expect(allowed('https://10.0.0.7/push')).toBe(false);
    expect(allowed('https://metadata.google.internal/computeMetadata')).toBe(false);
    expect(allowed('https://evilfcm.googleapis.com.example.org/x')).toBe(false);
    expect(allowed('https://user:pw@fcm.googleapis.com/x')).toBe(false);
    expect(allowed('not a url')).toBe(false);
  });

  it('lets a loopback push service in outside production only (tests)', () => {
    expect(allowed('http://127.0.0.1:4000/push', false)).toBe(true);
    expect(allowed('http://127.0.0.1:4000/push', true)).toBe(false);
  });
});

describe('what a push says', () => {
  it('a topic’s title and body in the device’s language, the link in its locale, no more', () => {
    expect(pushPayloadOf('chat.message', 'en', '/chat/c1', 'chat:c1')).toEqual({
      title: 'New message',
      body: 'A member wrote to you on Mawadda.',
      url: '/en/chat/c1',
      tag: 'chat:c1',
    });
    expect(pushPayloadOf('chat.message', 'ar', '/chat/c1', 'chat:c1').url).toBe('/chat/c1');
    for (const locale of ['ar', 'ur', 'fa', 'tr'] as const) {
      const p = pushPayloadOf('guardian.decision', locale, '/profile/x', 't');
      expect(p.title).not.toMatch(/notify\.push/);
      expect(p.body).not.toMatch(/notify\.push/);
    }
  });

  it('only the kinds she can switch for push go to devices', () => {
    expect(pushTopicOf('guardian.decision')).toBe('guardian.decision');
    expect(pushTopicOf('reveal.granted')).toBe('reveal.granted');
    expect(pushTopicOf('suggestions.ready')).toBe('suggestions.ready');
    expect(pushTopicOf('billing.notice')).toBeNull();
    // A first message is pushed as a new message (chat.message.sent), not a second time.
    expect(pushTopicOf('conversation.started')).toBeNull();
  });

  it('every topic is on until she chooses', () => {
    expect(effectivePushPreferences([{ topic: 'chat.message', enabled: false }])).toEqual({
      'chat.message': false,
      'guardian.decision': true,
      'reveal.granted': true,
      'suggestions.ready': true,
    });
  });

  it('the quiet time of a conversation counts back from the message', () => {
    expect(quietSince(new Date('2026-11-29T10:10:00Z'), 10)).toEqual(new Date('2026-11-29T10:00:00Z'));
  });
});

describe('VAPID keys', () => {
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'notify-vapid-'));

  it('a pair is P-256: a 65-byte public key and a 32-byte private key, base64url', () => {
    const keys = generateVapidKeys();
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
  });

  it('outside production, one pair is made at first start and kept, readable by this user only', () => {
    const dataDir = tmp();
    const first = loadVapidKeys({ dataDir, production: false });
    const again = loadVapidKeys({ dataDir, production: false });
    expect(again).toEqual(first);
    const file = path.join(dataDir, 'keys', 'web-push-vapid.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('production refuses to start without them; configured keys are taken as they are', () => {
    expect(() => loadVapidKeys({ dataDir: tmp(), production: true })).toThrow(ConfigError);
    const keys = generateVapidKeys();
    expect(loadVapidKeys({ ...keys, dataDir: tmp(), production: true })).toEqual(keys);
  });

  it('configuration names a key given without its pair', () => {
    expect(() => loadNotifyConfig({ WEB_PUSH_VAPID_PUBLIC_KEY: generateVapidKeys().publicKey })).toThrow(
      /WEB_PUSH_VAPID_PRIVATE_KEY/,
    );
  });
});
