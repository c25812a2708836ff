import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../src/store/schema.js';
import { eventually, startChatApp, type ChatTestApp, type TestMember } from './support/chat-app.js';

let s: ChatTestApp;
beforeAll(async () => {
  s = await startChatApp({ CHAT_NEW_CONVERSATIONS_PER_DAY: '3', CHAT_REPORTS_PER_DAY: '50' });
});
afterEach(() => s.resetClock());
afterAll(() => s.close());

const api = () => request(s.server);
const start = (from: TestMember, to: TestMember, text = 'Assalamu alaikum', clientId = randomUUID()) =>
  api()
    .post('/api/chat/conversations')
    .set('Authorization', from.auth)
    .send({ memberId: to.id, clientId, text });
const send = (from: TestMember, conversationId: string, text: string, clientId = randomUUID()) =>
  api()
    .post(`/api/chat/conversations/${conversationId}/messages`)
    .set('Authorization', from.auth)
    .send({ clientId, text });
const history = (m: TestMember, conversationId: string, query = '') =>
  api().get(`/api/chat/conversations/${conversationId}/messages${query}`).set('Authorization', m.auth);
const chatWith = (m: TestMember, other: TestMember) =>
  api().get(`/api/chat/with/${other.id}`).set('Authorization', m.auth);

describe('starting a conversation', () => {
  it('delivers the first message to a public member, who sees it unread in her list', async () => {
    const [yusuf, amina] = [await s.member(), await s.member({ entitled: false })];
    const res = await start(yusuf, amina, '  Assalamu alaikum, Amina  ').expect(201);
    expect(res.body.message).toMatchObject({
      seq: 1,
      senderId: yusuf.id,
      text: 'Assalamu alaikum, Amina',
      state: 'sent',
    });
    expect(res.body.conversation).toMatchObject({
      memberId: amina.id,
      status: 'open',
      startedByMe: true,
      unread: 0,
    });

    const list = await api().get('/api/chat/conversations').set('Authorization', amina.auth).expect(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({
      id: res.body.conversation.id,
      memberId: yusuf.id,
      unread: 1,
      startedByMe: false,
      lastMessage: { text: 'Assalamu alaikum, Amina' },
    });
    expect((await api().get('/api/chat/unread').set('Authorization', amina.auth).expect(200)).body).toEqual({
      total: 1,
    });
  });

  it('needs an entitlement of the starter, and says so with its own message key', async () => {
    const [omar, huda] = [await s.member({ entitled: false }), await s.member()];
    const res = await start(omar, huda).expect(403);
    expect(res.body).toMatchObject({
      code: 'needs_entitlement',
      messageKey: 'chat.refused.needs_entitlement',
    });
    expect((await chatWith(omar, huda).expect(200)).body).toEqual({
      conversation: null,
      canWrite: false,
      refusal: 'needs_entitlement',
      retryAfterSeconds: null,
    });
    // He starts his trial; billing's entitlement.changed reaches chat: now he may.
    await s.entitle(omar.id, { premiumUntil: new Date(Date.now() + 86_400_000), version: 1 });
    await start(omar, huda).expect(201);
  });

  it('ends with the trial: a day after it ended no new conversation starts', async () => {
    const [ali, mona] = [await s.member(), await s.member()];
    s.advanceDays(15);
    expect((await start(ali, mona).expect(403)).body.code).toBe('needs_entitlement');
  });

  it("ends premium at premium_until by chat's own clock, before billing says anything more", async () => {
    const [zaid, noor, rana] = [await s.member({ entitled: false }), await s.member(), await s.member()];
    await s.entitle(zaid.id, { premiumUntil: new Date(Date.now() + 2 * 86_400_000), version: 1 });
    s.advanceDays(1.9);
    await start(zaid, noor).expect(201);
    s.advanceDays(0.2);
    expect((await start(zaid, rana).expect(403)).body.code).toBe('needs_entitlement');
  });

  it('keeps the newest version: a late older event neither takes the right back nor gives it again', async () => {
    const later = () => new Date(Date.now() + 30 * 86_400_000);
    // A subscription (version 3) overtook the trial's end (version 2), which arrives late.
    const [sami, lina] = [await s.member({ entitled: false }), await s.member()];
    await s.entitle(sami.id, { premiumUntil: later(), version: 3 });
    await s.entitle(sami.id, { premiumUntil: null, version: 2 });
    await start(sami, lina).expect(201);
    // The plan ended (version 5); the grant before it (version 4) arrives late, and twice.
    const [hadi, dana] = [await s.member({ entitled: false }), await s.member()];
    await s.entitle(hadi.id, { premiumUntil: null, version: 5 });
    await s.entitle(hadi.id, { premiumUntil: later(), version: 4 });
    await s.entitle(hadi.id, { premiumUntil: later(), version: 4 });
    expect((await start(hadi, dana).expect(403)).body.code).toBe('needs_entitlement');
    // A newer word still counts.
    await s.entitle(hadi.id, { premiumUntil: later(), version: 6 });
    await start(hadi, dana).expect(201);
  });

  it('needs an accepted follow to write to a private profile', async () => {
    const [khalid, salma] = [await s.member(), await s.member({ visibility: 'private' })];
    expect((await start(khalid, salma).expect(403)).body.code).toBe('needs_follow');
    expect((await chatWith(khalid, salma).expect(200)).body.refusal).toBe('needs_follow');
    await s.follow(khalid.id, salma.id);
    await start(khalid, salma).expect(201);
  });

  it('refuses oneself, a company and an unknown member', async () => {
    const me = await s.member();
    expect((await start(me, me).expect(403)).body.code).toBe('self');
    const company = await s.member({ kind: 'company' });
    expect((await start(me, company).expect(403)).body.code).toBe('member_unavailable');
    const nobody = { id: randomUUID(), auth: '', token: '' };
    expect((await start(me, nobody).expect(404)).body).toMatchObject({ field: 'memberId' });
    // A company may not chat at all.
    await api().get('/api/chat/conversations').set('Authorization', company.auth).expect(403);
  });

  it('limits new conversations per rolling day, and frees them a day later', async () => {
    const starter = await s.member();
    for (let i = 0; i < 3; i++) await start(starter, await s.member()).expect(201);
    const target = await s.member();
    const refused = await start(starter, target).expect(429);
    expect(refused.body).toMatchObject({ code: 'daily_limit', messageKey: 'chat.refused.daily_limit' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const said = (await chatWith(starter, target).expect(200)).body;
    expect(said).toMatchObject({ canWrite: false, refusal: 'daily_limit' });
    expect(said.retryAfterSeconds).toBeGreaterThan(0);
    s.advanceDays(1.01);
    // The trial still runs (14 days); the window has moved on.
    await start(starter, target).expect(201);
  });

  it('is idempotent: the same client id twice is one message, whichever way it comes', async () => {
    const [a, b] = [await s.member(), await s.member()];
    const clientId = randomUUID();
    const first = await start(a, b, 'Once', clientId).expect(201);
    const again = await start(a, b, 'Once', clientId).expect(201);
    expect(again.body.message.id).toBe(first.body.message.id);
    const viaSend = await send(a, first.body.conversation.id, 'Once', clientId).expect(201);
    expect(viaSend.body.id).toBe(first.body.message.id);
    expect((await history(b, first.body.conversation.id).expect(200)).body.items).toHaveLength(1);
  });
});

describe('inside a conversation', () => {
  it('lets the recipient reply without an entitlement, and pages history newest first', async () => {
    const [a, b] = [await s.member(), await s.member({ entitled: false })];
    const id = (await start(a, b, 'one').expect(201)).body.conversation.id as string;
    await send(b, id, 'two').expect(201);
    for (const text of ['three', 'four', 'five']) await send(a, id, text).expect(201);
    const first = await history(b, id, '?limit=2').expect(200);
    expect(first.body.items.map((m: { text: string }) => m.text)).toEqual(['five', 'four']);
    const second = await history(b, id, `?limit=2&cursor=${first.body.next}`).expect(200);
    expect(second.body.items.map((m: { seq: number }) => m.seq)).toEqual([3, 2]);
    const last = await history(b, id, `?limit=2&cursor=${second.body.next}`).expect(200);
    expect(last.body).toMatchObject({ items: [{ seq: 1 }], next: null });
  });

  it('moves ticks with receipts, only forward, and clears the unread count', async () => {
    const [a, b] = [await s.member(), await s.member()];
    const id = (await start(a, b, 'one').expect(201)).body.conversation.id as string;
    await send(a, id, 'two').expect(201);
    const receipt = (kind: string, upToSeq: number) =>
      api().post(`/api/chat/conversations/${id}/${kind}`).set('Authorization', b.auth).send({ upToSeq });
    await receipt('delivered', 2).expect(204);
    await receipt('read', 1).expect(204);
    await receipt('delivered', 1).expect(204);
    const seen = (await history(a, id).expect(200)).body.items.map((m: { state: string }) => m.state);
    expect(seen).toEqual(['delivered', 'read']);
    expect((await api().get('/api/chat/unread').set('Authorization', b.auth)).body.total).toBe(1);
    await receipt('read', 99).expect(204);
    expect((await api().get('/api/chat/unread').set('Authorization', b.auth)).body.total).toBe(0);
    expect((await history(a, id)).body.items.map((m: { state: string }) => m.state)).toEqual([
      'read',
      'read',
    ]);
  });

  it('is closed by either member; only the one who closed it reopens it by writing', async () => {
    const [a, b] = [await s.member(), await s.member()];
    const id = (await start(a, b).expect(201)).body.conversation.id as string;
    const closed = await api()
      .post(`/api/chat/conversations/${id}/close`)
      .set('Authorization', b.auth)
      .expect(200);
    expect(closed.body).toMatchObject({ status: 'closed', closedReason: 'closed', closedByMe: true });
    expect((await send(a, id, 'Are you there?').expect(403)).body.code).toBe('closed');
    await send(b, id, 'I am back').expect(201);
    await send(a, id, 'Welcome back').expect(201);
  });

  it('closes for both at once when one blocks the other; the blocked side can no longer load it', async () => {
    const [a, b] = [await s.member(), await s.member()];
    const id = (await start(a, b).expect(201)).body.conversation.id as string;
    await s.block(b.id, a.id);
    await history(a, id).expect(404);
    await api().get(`/api/chat/conversations/${id}`).set('Authorization', a.auth).expect(404);
    await chatWith(a, b).expect(404);
    expect((await api().get('/api/chat/conversations').set('Authorization', a.auth)).body.items).toEqual([]);
    const blocker = await api().get(`/api/chat/conversations/${id}`).set('Authorization', b.auth).expect(200);
    expect(blocker.body).toMatchObject({ status: 'closed', closedReason: 'blocked' });
    expect((await send(b, id, 'hello').expect(403)).body.code).toBe('blocked');
    // Lifted, the conversation opens again only as a first contact.
    await s.block(b.id, a.id, false);
    await send(a, id, 'Salam again').expect(201);
  });

  it('keeps conversations private to their two members', async () => {
    const [a, b, stranger] = [await s.member(), await s.member(), await s.member()];
    const id = (await start(a, b).expect(201)).body.conversation.id as string;
    await history(stranger, id).expect(404);
    await send(stranger, id, 'hi').expect(404);
    await api().post(`/api/chat/conversations/${id}/close`).set('Authorization', stranger.auth).expect(404);
    await api().get(`/api/chat/conversations/${id}`).expect(401);
    const staff = await s.bearer('moderator');
    await api().get(`/api/chat/conversations/${id}`).set('Authorization', staff).expect(403);
  });
});

describe('bad input gets a clear answer, never a 500', () => {
  let a: TestMember;
  let id: string;
  beforeAll(async () => {
    a = await s.member();
    id = (await start(a, await s.member()).expect(201)).body.conversation.id;
  });

  it.each([
    ['empty', '', 'chat.emptyMessage'],
    ['blank', ' \n \t ', 'chat.emptyMessage'],
    // As every text field of the platform: refused, not silently changed (the composer never sends them).
    ['carrying control characters', 'hello\u0000 there\u001b', 'validation.controlCharacters'],
    ['over 2,000 characters', 'ك'.repeat(2001), 'validation.maxLength'],
  ])('refuses a message that is %s, naming the text', async (_, text, key) => {
    const res = await send(a, id, text).expect(400);
    expect(res.body).toMatchObject({ field: 'text', messageKey: key });
  });

  it('takes exactly 2,000 characters, and a line break typed on any system as one', async () => {
    await send(a, id, 'ش'.repeat(2000)).expect(201);
    const res = await send(a, id, '  line one\r\nline two\n').expect(201);
    expect(res.body.text).toBe('line one\nline two');
  });

  it('refuses a wrong type, a bad client id, a forged cursor and a malformed id', async () => {
    expect(
      (
        await api()
          .post(`/api/chat/conversations/${id}/messages`)
          .set('Authorization', a.auth)
          .send({ clientId: randomUUID(), text: 42 })
          .expect(400)
      ).body.field,
    ).toBe('text');
    expect(
      (
        await send(a, id, 'hi', 'not-a-uuid' as `${string}-${string}-${string}-${string}-${string}`).expect(
          400,
        )
      ).body.field,
    ).toBe('clientId');
    expect((await history(a, id, '?cursor=Zm9yZ2Vk').expect(400)).body.field).toBe('cursor');
    await history(a, id, '?limit=0').expect(400);
    await history(a, 'abc').expect(404);
    await history(a, randomUUID()).expect(404);
  });
});

describe('reports, suspension and erasure', () => {
  it('files a report with a snapshot for staff; the event carries ids, never the text', async () => {
    const [a, b] = [await s.member(), await s.member()];
    const started = (await start(a, b, 'An offensive message').expect(201)).body;
    const other = (await start(b, await s.member(), 'elsewhere').expect(201)).body;
    const wrong = await api()
      .post(`/api/chat/conversations/${started.conversation.id}/report`)
      .set('Authorization', b.auth)
      .send({ reason: 'harassment', messageIds: [other.message.id] })
      .expect(400);
    expect(wrong.body).toMatchObject({ field: 'messageIds', messageKey: 'chat.messageNotInConversation' });

    const report = await api()
      .post(`/api/chat/conversations/${started.conversation.id}/report`)
      .set('Authorization', b.auth)
      .send({ reason: 'harassment', details: 'Rude', messageIds: [started.message.id] })
      .expect(201);
    expect(report.body.messageIds).toEqual([started.message.id]);
    await eventually(() =>
      s.eventsOf('conversation.reported').some((e) => e.payload.snapshotId === report.body.id),
    );
    const event = s.eventsOf('conversation.reported').find((e) => e.payload.snapshotId === report.body.id)!;
    expect(event.payload).toMatchObject({
      reporterId: b.id,
      memberId: a.id,
      messageIds: [started.message.id],
    });
    expect(JSON.stringify(event)).not.toContain('offensive');
    // Closed in the same step, by the reporter.
    expect((await send(a, started.conversation.id, 'sorry').expect(403)).body.code).toBe('closed');

    const staff = await s.bearer('moderator');
    const snapshot = await api()
      .get(`/api/chat/admin/reports/${report.body.id}`)
      .set('Authorization', staff)
      .expect(200);
    expect(snapshot.body.messages).toEqual([
      expect.objectContaining({ text: 'An offensive message', senderId: a.id }),
    ]);
    await api().get(`/api/chat/admin/reports/${report.body.id}`).set('Authorization', b.auth).expect(403);
  });

  it('never lets message bodies into chat.events', async () => {
    await eventually(() => s.eventsOf('chat.message.sent').length > 0);
    for (const e of s.eventsOf('chat.message.sent'))
      expect(Object.keys(e.payload).sort()).toEqual([
        'at',
        'conversationId',
        'messageId',
        'recipientId',
        'senderId',
      ]);
  });

  it("closes a suspended member's conversations", async () => {
    const [a, b] = [await s.member(), await s.member()];
    const id = (await start(a, b).expect(201)).body.conversation.id as string;
    await s.suspend(a.id);
    const seen = await api().get(`/api/chat/conversations/${id}`).set('Authorization', b.auth).expect(200);
    expect(seen.body).toMatchObject({ status: 'closed', closedReason: 'suspended' });
    expect((await send(b, id, 'hello?').expect(403)).body.code).toBe('member_unavailable');
  });

  it("erases a deleted member's messages (the other side sees them removed) and refuses their dead token", async () => {
    const [a, b] = [await s.member(), await s.member()];
    const id = (await start(a, b, 'My phone number is ...').expect(201)).body.conversation.id as string;
    await send(b, id, 'Thank you').expect(201);
    const exported = await api().get('/api/chat/me/export').set('Authorization', a.auth).expect(200);
    expect(exported.body.conversations[0].messages).toEqual([
      expect.objectContaining({ mine: true, text: 'My phone number is ...' }),
      expect.objectContaining({ mine: false, text: 'Thank you' }),
    ]);
    await s.erase(a.id);
    const items = (await history(b, id).expect(200)).body.items;
    expect(items).toEqual([
      expect.objectContaining({ text: 'Thank you', removed: false }),
      expect.objectContaining({ text: null, removed: true, senderId: a.id }),
    ]);
    const conversation = await api()
      .get(`/api/chat/conversations/${id}`)
      .set('Authorization', b.auth)
      .expect(200);
    expect(conversation.body).toMatchObject({ status: 'closed', closedReason: 'deleted' });
    // The token outlives the account by minutes: the tombstone refuses what it tries to write.
    expect((await start(a, await s.member()).expect(401)).body.code).toBe('account_gone');
    expect((await send(b, id, 'hello?').expect(403)).body.code).toBe('member_unavailable');
  });

  it("drops an erased member's entitlement, and a late entitlement.changed brings none back", async () => {
    const gone = await s.member();
    const copy = () => s.database.db.select().from(entitlements).where(eq(entitlements.memberId, gone.id));
    expect(await copy()).toHaveLength(1);
    await s.erase(gone.id);
    expect(await copy()).toEqual([]);
    await s.entitle(gone.id, { premiumUntil: new Date(Date.now() + 86_400_000), version: 2 });
    expect(await copy()).toEqual([]);
  });
});
