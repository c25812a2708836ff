import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@mawadda/kit';
import { startNotifyApp, TEST_VAPID, type NotifyTestApp } from './support/notify-app.js';

/* README "Push" API: the key, my devices, my push choices; who may, and what bad input gets. */

let t: NotifyTestApp;
beforeAll(async () => {
  t = await startNotifyApp();
});
afterAll(() => t?.close());

const b64 = (n: number) => Buffer.alloc(n, 7).toString('base64url');
const subscription = (endpoint = `https://fcm.googleapis.com/fcm/send/${uuidv7()}`) => ({
  endpoint,
  keys: { p256dh: b64(65), auth: b64(16) },
  label: 'Chrome on Android',
});
const subscribe = async (memberId: string, body: unknown = subscription()) =>
  request(t.app)
    .post('/api/notify/push/subscriptions')
    .set('Authorization', await t.bearer('member', memberId))
    .send(body as object);
const devicesOf = async (memberId: string) =>
  (
    await request(t.app)
      .get('/api/notify/push/subscriptions')
      .set('Authorization', await t.bearer('member', memberId))
      .expect(200)
  ).body.items as { id: string; label: string; createdAt: string }[];

describe('the VAPID public key', () => {
  it('is public, and is the configured one', async () => {
    const res = await request(t.app).get('/api/notify/push/key').expect(200);
    expect(res.body).toEqual({ publicKey: TEST_VAPID.WEB_PUSH_VAPID_PUBLIC_KEY });
  });
});

describe('my devices', () => {
  it('a guest is 401 and staff 403', async () => {
    await request(t.app).post('/api/notify/push/subscriptions').send(subscription()).expect(401);
    await request(t.app).get('/api/notify/push/subscriptions').expect(401);
    await request(t.app)
      .post('/api/notify/push/subscriptions')
      .set('Authorization', await t.bearer('admin'))
      .send(subscription())
      .expect(403);
  });

  it('subscribes, lists without endpoint or keys, and the same endpoint again is one device', async () => {
    const member = uuidv7();
    const body = subscription();
    const res = await subscribe(member, body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      label: 'Chrome on Android',
      createdAt: expect.any(String),
    });
    await subscribe(member, { ...body, label: 'Chrome on Android (again)' });
    const devices = await devicesOf(member);
    expect(devices).toEqual([
      { id: res.body.id, label: 'Chrome on Android (again)', createdAt: res.body.createdAt },
    ]);
  });

  it('a device another member signs in on follows the new member', async () => {
    const first = uuidv7();
    const second = uuidv7();
    const body = subscription();
    await subscribe(first, body).then((r) => expect(r.status).toBe(201));
    await subscribe(second, body).then((r) => expect(r.status).toBe(201));
    expect(await devicesOf(first)).toEqual([]);
    expect(await devicesOf(second)).toHaveLength(1);
  });

  it('another member’s device is not found; mine is removed', async () => {
    const owner = uuidv7();
    const { body: device } = await subscribe(owner);
    await request(t.app)
      .delete(`/api/notify/push/subscriptions/${device.id}`)
      .set('Authorization', await t.bearer('member', uuidv7()))
      .expect(404);
    expect(await devicesOf(owner)).toHaveLength(1);
    await request(t.app)
      .delete(`/api/notify/push/subscriptions/${device.id}`)
      .set('Authorization', await t.bearer('member', owner))
      .expect(204);
    expect(await devicesOf(owner)).toEqual([]);
  });

  it('turning this device off by its endpoint leaves another member’s device of that endpoint alone', async () => {
    const owner = uuidv7();
    const body = subscription();
    await subscribe(owner, body);
    await request(t.app)
      .post('/api/notify/push/unsubscribe')
      .set('Authorization', await t.bearer('member', uuidv7()))
      .send({ endpoint: body.endpoint })
      .expect(204);
    expect(await devicesOf(owner)).toHaveLength(1);
    await request(t.app)
      .post('/api/notify/push/unsubscribe')
      .set('Authorization', await t.bearer('member', owner))
      .send({ endpoint: body.endpoint })
      .expect(204);
    expect(await devicesOf(owner)).toEqual([]);
  });
});

describe('bad input is a problem naming the field, never a 500', () => {
  const expectProblem = async (body: unknown, field: string, messageKey: string) => {
    const res = await subscribe(uuidv7(), body);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ field, messageKey });
  };

  it('an endpoint that is no URL, or not a browser push service', async () => {
    await expectProblem({ ...subscription(), endpoint: 'not a url' }, 'endpoint', 'notify.push.badEndpoint');
    await expectProblem(
      { ...subscription(), endpoint: 'ftp://fcm.googleapis.com/x' },
      'endpoint',
      'notify.push.badEndpoint',
    );
    await expectProblem(subscription('https://10.0.0.7/push'), 'endpoint', 'notify.push.badEndpoint');
    await expectProblem(
      subscription('https://internal.example.org/push'),
      'endpoint',
      'notify.push.badEndpoint',
    );
  });

  it('keys missing, or not a P-256 key and a 16-byte secret', async () => {
    const { keys: _keys, ...noKeys } = subscription();
    await expectProblem(noKeys, 'keys', 'notify.push.badKey');
    await expectProblem(
      { ...subscription(), keys: { p256dh: b64(33), auth: b64(16) } },
      'keys.p256dh',
      'notify.push.badKey',
    );
    await expectProblem(
      { ...subscription(), keys: { p256dh: b64(65), auth: 'not base64!' } },
      'keys.auth',
      'notify.push.badKey',
    );
  });

  it('a huge body is refused before it is read', async () => {
    const res = await subscribe(uuidv7(), { ...subscription(), label: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('a label too long is 400 on the label', async () => {
    const res = await subscribe(uuidv7(), { ...subscription(), label: 'x'.repeat(81) });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('label');
  });
});

describe('my push choices', () => {
  it('every topic on until I choose; what I switch stays; an unknown topic is 400 on it', async () => {
    const member = uuidv7();
    const auth = await t.bearer('member', member);
    const first = await request(t.app)
      .get('/api/notify/push/preferences')
      .set('Authorization', auth)
      .expect(200);
    expect(first.body).toEqual({
      'chat.message': true,
      'guardian.decision': true,
      'reveal.granted': true,
      'suggestions.ready': true,
    });
    const saved = await request(t.app)
      .put('/api/notify/push/preferences')
      .set('Authorization', auth)
      .send({ 'suggestions.ready': false })
      .expect(200);
    expect(saved.body['suggestions.ready']).toBe(false);
    expect(saved.body['chat.message']).toBe(true);
    const bad = await request(t.app)
      .put('/api/notify/push/preferences')
      .set('Authorization', auth)
      .send({ 'billing.notice': true })
      .expect(400);
    expect(bad.body).toMatchObject({ field: 'billing.notice', messageKey: 'notify.push.unknownTopic' });
  });
});

describe('Web Push turned off', () => {
  it('has no key and takes no device (404)', async () => {
    const off = await startNotifyApp({ env: { WEB_PUSH_ENABLED: 'false' } });
    try {
      await request(off.app).get('/api/notify/push/key').expect(404);
      await request(off.app)
        .post('/api/notify/push/subscriptions')
        .set('Authorization', await off.bearer('member', uuidv7()))
        .send(subscription())
        .expect(404);
    } finally {
      await off.close();
    }
  });
});
