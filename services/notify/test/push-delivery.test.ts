import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@mawadda/kit';
import { eventually } from '@mawadda/kit/testing';
import { pushPreferences, pushSubscriptions } from '../src/store/schema.js';
import { startNotifyApp, TEST_VAPID, type NotifyTestApp } from './support/notify-app.js';
import { startPushEndpoint } from './support/push-endpoint.js';

/* README "Push": what reaches a device, encrypted for it, and when a device is forgotten. */

let t: NotifyTestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await startNotifyApp();
});
afterAll(async () => {
  await t?.close();
  await endpoint?.close();
});

const at = () => new Date().toISOString();

async function subscribed(memberId: string, language: string) {
  const device = endpoint.device();
  await request(t.app)
    .post('/api/notify/push/subscriptions')
    .set('Authorization', await t.bearer('member', memberId))
    .set('Accept-Language', language)
    .send({ ...device.subscription, label: 'Firefox on Linux' })
    .expect(201);
  return device;
}

const messageSent = (recipientId: string, conversationId: string, senderId = uuidv7()) =>
  t.deliver('chat', {
    type: 'chat.message.sent',
    key: recipientId,
    payload: { messageId: uuidv7(), conversationId, senderId, recipientId, at: at() },
  });

describe('a push reaches the device', () => {
  it('is encrypted for the device (aes128gcm), signed with our VAPID key, and says no more than the notification', async () => {
    const member = uuidv7();
    const device = await subscribed(member, 'en');
    const conversation = uuidv7();
    await messageSent(member, conversation);
    await eventually(() => device.pushes().length === 1);

    expect(device.pushes()[0]).toEqual({
      title: 'New message',
      body: 'A member wrote to you on Mawadda.',
      url: `/en/chat/${conversation}`,
      tag: `chat:${conversation}`,
    });
    const sent = endpoint.received.find((r) => r.path === device.path)!;
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(sent.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${TEST_VAPID.WEB_PUSH_VAPID_PUBLIC_KEY}$`),
    );
    expect(Number(sent.headers.ttl)).toBeGreaterThan(0);
  });

  it('tells of a conversation once while its messages keep coming, and of another conversation apart', async () => {
    const member = uuidv7();
    const device = await subscribed(member, 'en');
    const first = uuidv7();
    const second = uuidv7();
    await messageSent(member, first);
    await messageSent(member, first);
    await messageSent(member, first);
    await messageSent(member, second);
    await eventually(() => device.pushes().some((p) => (p as { tag: string }).tag === `chat:${second}`));
    const tags = device.pushes().map((p) => (p as { tag: string }).tag);
    expect(tags.filter((tag) => tag === `chat:${first}`)).toHaveLength(1);
    expect(tags).toHaveLength(2);
  });

  it('counts a device from the moment it is added or removed, though her devices are kept in memory', async () => {
    const member = uuidv7();
    const before = uuidv7();
    await messageSent(member, before);
    const device = await subscribed(member, 'en');
    const after = uuidv7();
    await messageSent(member, after);
    await eventually(() => device.pushes().length === 1);
    expect(device.pushes()[0]).toMatchObject({ tag: `chat:${after}` });

    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member));
    await request(t.app)
      .delete(`/api/notify/push/subscriptions/${row!.id}`)
      .set('Authorization', await t.bearer('member', member))
      .expect(204);
    const replacement = await subscribed(member, 'en');
    await messageSent(member, uuidv7());
    await eventually(() => replacement.pushes().length === 1);
    expect(device.pushes()).toHaveLength(1);
  });

  it('speaks the language the device subscribed in, with the locale in the link (Arabic has none)', async () => {
    const member = uuidv7();
    const device = await subscribed(member, 'ar');
    await t.deliver('search', {
      type: 'suggestions.ready',
      key: member,
      payload: { memberId: member, day: '2026-11-29', count: 4, at: at() },
    });
    await eventually(() => device.pushes().length === 1);
    expect(device.pushes()[0]).toEqual({
      title: 'اقتراحات اليوم جاهزة',
      body: 'اخترنا لك اقتراحات اليوم على مودّة.',
      url: '/',
      tag: 'suggestions.ready:2026-11-29',
    });
  });

  it('pushes a guardian’s answer and a shared CV to every device of hers', async () => {
    const member = uuidv7();
    const phone = await subscribed(member, 'en');
    const laptop = await subscribed(member, 'tr');
    const other = uuidv7();
    await t.deliver('profile', {
      type: 'reveal.granted',
      key: member,
      payload: { ownerId: other, viewerId: member, subject: 'cv', at: at() },
    });
    await eventually(() => phone.pushes().length === 1 && laptop.pushes().length === 1);
    expect(phone.pushes()[0]).toMatchObject({
      title: 'Photos or CV shared with you',
      url: `/en/profile/${other}`,
    });
    expect(laptop.pushes()[0]).toMatchObject({ url: `/tr/profile/${other}` });
  });

  it('pushes nothing of a topic she turned off, nor what she turned off in the centre', async () => {
    const member = uuidv7();
    const device = await subscribed(member, 'en');
    const auth = await t.bearer('member', member);
    await request(t.app)
      .put('/api/notify/push/preferences')
      .set('Authorization', auth)
      .send({ 'chat.message': false })
      .expect(200);
    await request(t.app)
      .put('/api/notify/preferences')
      .set('Authorization', auth)
      .send({ 'reveal.granted': 'off' })
      .expect(200);
    await messageSent(member, uuidv7());
    await t.deliver('profile', {
      type: 'reveal.granted',
      key: member,
      payload: { ownerId: uuidv7(), viewerId: member, subject: 'photos', at: at() },
    });
    // A later push to her, which the queue sends after the ones before: none came before it.
    await t.deliver('search', {
      type: 'suggestions.ready',
      key: member,
      payload: { memberId: member, day: '2026-11-30', count: 2, at: at() },
    });
    await eventually(() => device.pushes().length >= 1);
    expect(device.pushes().map((p) => (p as { tag: string }).tag)).toEqual(['suggestions.ready:2026-11-30']);
  });
});

describe('a device the push service no longer knows', () => {
  it('is forgotten when the push service answers 410 (and 404)', async () => {
    for (const status of [410, 404]) {
      const member = uuidv7();
      const auth = await t.bearer('member', member);
      const device = await subscribed(member, 'en');
      endpoint.state.status = status;
      try {
        await messageSent(member, uuidv7());
        await eventually(async () => {
          const res = await request(t.app).get('/api/notify/push/subscriptions').set('Authorization', auth);
          return res.status === 200 && res.body.items.length === 0;
        });
      } finally {
        endpoint.state.status = 201;
      }
      expect(endpoint.received.filter((r) => r.path === device.path)).toHaveLength(1);
    }
  });
});

describe('erasure', () => {
  it('member.deleted forgets her devices and push choices, and a later message pushes nothing', async () => {
    const member = uuidv7();
    const auth = await t.bearer('member', member);
    const device = await subscribed(member, 'en');
    await request(t.app)
      .put('/api/notify/push/preferences')
      .set('Authorization', auth)
      .send({ 'reveal.granted': false })
      .expect(200);
    const deletion = await t.deliver('auth', {
      type: 'member.deleted',
      key: member,
      payload: { memberId: member, deletedAt: new Date().toISOString() },
    });
    // Delivered again: applied once, and done by the time this returns.
    await t.bus.publish([deletion]);
    const db = t.database.db;
    await eventually(
      async () =>
        (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, member))).length ===
        0,
    );
    expect(await db.select().from(pushPreferences).where(eq(pushPreferences.memberId, member))).toEqual([]);
    await messageSent(member, uuidv7());
    // Another member's push, queued behind: once it arrived, hers would have too.
    const control = uuidv7();
    const controlDevice = await subscribed(control, 'en');
    await messageSent(control, uuidv7());
    await eventually(() => controlDevice.pushes().length === 1);
    expect(device.pushes()).toEqual([]);
  });
});
