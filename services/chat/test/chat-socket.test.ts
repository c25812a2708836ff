import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, MessageEvent, SocketAck } from '@mawadda/contracts';
import { startChatApp, type ChatTestApp } from './support/chat-app.js';

let s: ChatTestApp;
beforeAll(async () => {
  s = await startChatApp();
});
afterAll(() => s.close());

/** The next event of a kind a socket receives that matches. */
const next = <T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const on = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });

const emit = <T>(socket: Socket, event: string, frame: unknown) =>
  socket.timeout(5000).emitWithAck(event, frame) as Promise<SocketAck<T>>;

/** Two members with a conversation he started, each with a device connected. */
async function pair() {
  const [yusuf, amina] = [await s.member(), await s.member()];
  const { conversationId } = await s.openConversation(yusuf, amina);
  return {
    yusuf,
    amina,
    conversationId,
    his: await s.connect(yusuf),
    hers: await s.connect(amina),
  };
}

describe('chat over Socket.IO', () => {
  it('stores a message before acknowledging it, and delivers it to the other member and my other devices', async () => {
    const { yusuf, conversationId, his, hers } = await pair();
    const hisPhone = await s.connect(yusuf);
    const arrives = next<MessageEvent>(hers, 'message');
    const echoed = next<MessageEvent>(hisPhone, 'message');
    const toSender: unknown[] = [];
    his.on('message', (e) => toSender.push(e));
    const badges: unknown[] = [];
    hers.on('unread', (e) => badges.push(e));
    const ack = await emit<ChatMessage>(his, 'send', {
      conversationId,
      clientId: randomUUID(),
      text: 'How are you?',
    });
    expect(ack).toMatchObject({ ok: true, data: { seq: 2, text: 'How are you?', state: 'sent' } });
    if (!ack.ok) return;
    // Told before acknowledged, on one connection in order: the ack would have come after an echo.
    expect(toSender).toEqual([]);
    const heard = await arrives;
    expect(heard.message.id).toBe(ack.data.id);
    expect(heard.conversation).toMatchObject({ memberId: yusuf.id, unread: 2 });
    // Her badge moves with the message itself: no frame of its own.
    expect(heard.unread).toBe(2);
    const phone = await echoed;
    expect(phone.message.id).toBe(ack.data.id);
    expect(phone.unread).toBeUndefined();
    await emit(hers, 'typing', { conversationId });
    expect(badges).toEqual([]);
  });

  it('tells the sender’s other devices only when she has some: a lone device’s message is one frame', async () => {
    const { yusuf, amina, conversationId, his, hers } = await pair();
    const live = s.service.app.live;
    const toMember = live.toMember.bind(live);
    const told: string[] = [];
    live.toMember = (memberId, event, payload, except) => {
      if (event === 'message')
        told.push(memberId === yusuf.id ? 'him' : memberId === amina.id ? 'her' : 'other');
      toMember(memberId, event, payload, except);
    };
    try {
      const send = async (text: string) => {
        const arrives = next<MessageEvent>(hers, 'message', (e) => e.message.text === text);
        expect((await emit(his, 'send', { conversationId, clientId: randomUUID(), text })).ok).toBe(true);
        await arrives;
      };
      await send('from my only phone');
      expect(told).toEqual(['her']);
      const hisLaptop = await s.connect(yusuf);
      const echoed = next<MessageEvent>(hisLaptop, 'message');
      told.length = 0;
      await send('and now from one of two');
      expect(told).toEqual(['him', 'her']);
      expect((await echoed).message.text).toBe('and now from one of two');
    } finally {
      live.toMember = toMember;
    }
  });

  it('tells a reader’s badge to the device that read, and through her room only when she has another', async () => {
    const { amina, conversationId, his, hers } = await pair();
    const live = s.service.app.live;
    const [toMember, toSocket] = [live.toMember.bind(live), live.toSocket.bind(live)];
    const told: string[] = [];
    live.toMember = (memberId, event, payload, except) => {
      if (event === 'unread' && memberId === amina.id) told.push(except ? 'room but this device' : 'room');
      toMember(memberId, event, payload, except);
    };
    live.toSocket = (socketId, event, payload) => {
      if (event === 'unread' && socketId === hers.id) told.push('this device');
      toSocket(socketId, event, payload);
    };
    try {
      const badge = next<{ total: number }>(hers, 'unread');
      expect(await emit(hers, 'read', { conversationId, upToSeq: 1 })).toEqual({ ok: true, data: null });
      expect(await badge).toEqual({ total: 0 });
      expect(told).toEqual(['this device']);
      const herLaptop = await s.connect(amina);
      const arrives = next<MessageEvent>(hers, 'message');
      expect((await emit(his, 'send', { conversationId, clientId: randomUUID(), text: 'again' })).ok).toBe(
        true,
      );
      await arrives;
      told.length = 0;
      const laptopBadge = next<{ total: number }>(herLaptop, 'unread');
      await emit(hers, 'read', { conversationId, upToSeq: 2 });
      expect(told).toEqual(['this device', 'room but this device']);
      expect(await laptopBadge).toEqual({ total: 0 });
    } finally {
      live.toMember = toMember;
      live.toSocket = toSocket;
    }
  });

  it("turns ticks with delivered and read receipts, and updates the reader's badge", async () => {
    const { conversationId, his, hers } = await pair();
    const delivered = next<{ deliveredSeq: number; readSeq: number }>(his, 'receipt');
    expect(await emit(hers, 'delivered', { conversationId, upToSeq: 1 })).toEqual({ ok: true, data: null });
    expect(await delivered).toEqual({ conversationId, deliveredSeq: 1, readSeq: 0 });
    const read = next<{ readSeq: number }>(his, 'receipt');
    const badge = next<{ total: number }>(hers, 'unread');
    await emit(hers, 'read', { conversationId, upToSeq: 1 });
    expect((await read).readSeq).toBe(1);
    expect(await badge).toEqual({ total: 0 });
  });

  it('moves receipts sent together in one go: each answered, only forward, capped, none of a stranger', async () => {
    const { yusuf, amina, conversationId, his, hers } = await pair();
    for (const text of ['two', 'three', 'four'])
      expect((await emit(his, 'send', { conversationId, clientId: randomUUID(), text })).ok).toBe(true);
    const other = await pair();
    const ticks: Array<{ deliveredSeq: number; readSeq: number }> = [];
    his.on('receipt', (r) => ticks.push(r));
    const badge = next<{ total: number }>(hers, 'unread', (u) => u.total === 1);
    const acks = await Promise.all([
      emit(hers, 'delivered', { conversationId, upToSeq: 2 }),
      emit(hers, 'read', { conversationId, upToSeq: 3 }),
      // A number past any message (and past what the database's integers hold) reaches the last.
      emit(hers, 'delivered', { conversationId, upToSeq: 1e12 }),
      emit(hers, 'read', { conversationId, upToSeq: 1 }),
      emit(hers, 'read', { conversationId: other.conversationId, upToSeq: 1 }),
    ]);
    expect(acks.map((a) => a.ok)).toEqual([true, true, true, true, false]);
    expect(acks[4]).toMatchObject({ problem: { status: 404, code: 'not_found' } });
    expect(await badge).toEqual({ total: 1 });
    await expect.poll(() => ticks.at(-1)).toEqual({ conversationId, deliveredSeq: 4, readSeq: 3 });
    // Never backwards, in whatever batches they were stored.
    for (const [a, b] of ticks.slice(1).map((t, i) => [ticks[i]!, t] as const)) {
      expect(b.deliveredSeq).toBeGreaterThanOrEqual(a.deliveredSeq);
      expect(b.readSeq).toBeGreaterThanOrEqual(a.readSeq);
    }
    const seen = await request(s.server)
      .get(`/api/chat/conversations/${conversationId}`)
      .set('Authorization', yusuf.auth)
      .expect(200);
    expect(seen.body).toMatchObject({ deliveredSeq: 4, readSeq: 3 });
    const mine = await request(s.server)
      .get(`/api/chat/conversations/${conversationId}`)
      .set('Authorization', amina.auth)
      .expect(200);
    expect(mine.body.unread).toBe(1);
    // The other pair's conversation did not move.
    const untouched = await request(s.server)
      .get(`/api/chat/conversations/${other.conversationId}`)
      .set('Authorization', other.yusuf.auth)
      .expect(200);
    expect(untouched.body).toMatchObject({ deliveredSeq: 0, readSeq: 0 });
  });

  it('shows typing only to the other member, never stored', async () => {
    const { amina, conversationId, his, hers } = await pair();
    const typing = next<{ conversationId: string; memberId: string }>(his, 'typing');
    let echoed = false;
    hers.on('typing', () => (echoed = true));
    await emit(hers, 'typing', { conversationId });
    expect(await typing).toEqual({ conversationId, memberId: amina.id });
    expect(echoed).toBe(false);
  });

  it('answers a resend with the stored message, never a second one', async () => {
    const { amina, conversationId, hers } = await pair();
    const frame = { conversationId, clientId: randomUUID(), text: 'Once only' };
    const [a, b] = await Promise.all([
      emit<ChatMessage>(hers, 'send', frame),
      emit<ChatMessage>(hers, 'send', frame),
    ]);
    expect(a.ok && b.ok && a.data.id === b.data.id).toBe(true);
    const history = await request(s.server)
      .get(`/api/chat/conversations/${conversationId}/messages`)
      .set('Authorization', amina.auth)
      .expect(200);
    expect(history.body.items.filter((m: ChatMessage) => m.clientId === frame.clientId)).toHaveLength(1);
  });

  it('answers bad frames with a problem and keeps the socket open', async () => {
    const { conversationId, hers } = await pair();
    const cases: [unknown, string, string][] = [
      [{ conversationId, clientId: randomUUID(), text: '' }, 'text', 'chat.emptyMessage'],
      [{ conversationId, clientId: randomUUID(), text: 'x'.repeat(2001) }, 'text', 'validation.maxLength'],
      [
        { conversationId, clientId: randomUUID(), text: 'bad\u0000byte' },
        'text',
        'validation.controlCharacters',
      ],
      [{ conversationId, clientId: 7, text: 'hi' }, 'clientId', 'validation.invalid'],
      ['not an object', '', ''],
    ];
    for (const [frame, field, key] of cases) {
      const ack = await emit(hers, 'send', frame);
      expect(ack.ok).toBe(false);
      if (ack.ok) continue;
      expect(ack.problem.status).toBe(400);
      if (field) expect(ack.problem).toMatchObject({ field });
      if (key && key !== 'validation.invalid') expect(ack.problem.messageKey).toBe(key);
    }
    const stranger = await s.connect(await s.member());
    const foreign = await emit(stranger, 'send', { conversationId, clientId: randomUUID(), text: 'hi' });
    expect(foreign).toMatchObject({ ok: false, problem: { status: 404, code: 'not_found' } });
    // Without an ack callback the problem comes as an event.
    const error = next<{ event: string; problem: { status: number } }>(hers, 'chat_error');
    hers.emit('send', { conversationId });
    expect(await error).toMatchObject({ event: 'send', problem: { status: 400 } });
    expect(hers.connected).toBe(true);
    expect(
      (await emit(hers, 'send', { conversationId, clientId: randomUUID(), text: 'still here' })).ok,
    ).toBe(true);
  });

  it('refuses a handshake without a valid member token', async () => {
    const company = await s.member({ kind: 'company' });
    await expect(s.connect({ token: '' })).rejects.toThrow('unauthorized');
    await expect(s.connect({ token: 'forged.token.value' })).rejects.toThrow('invalid_token');
    await expect(s.connect(company)).rejects.toThrow('forbidden');
  });

  it('tells a socket whose member is revoked to sign in again, and drops it at once', async () => {
    const { yusuf, his } = await pair();
    const told = next<{ reason: string }>(his, 'session_expired');
    const gone = new Promise((r) => his.once('disconnect', r));
    s.view.apply({ kind: 'member-suspended', subject: yusuf.id, at: new Date() });
    expect(await told).toEqual({ reason: 'revoked' });
    await gone;
    await expect(s.connect(yusuf)).rejects.toThrow('session_revoked');
  });

  it('shows the other member of an open conversation online and offline', async () => {
    const [a, b] = [await s.member(), await s.member()];
    await request(s.server)
      .post('/api/chat/conversations')
      .set('Authorization', a.auth)
      .send({ memberId: b.id, clientId: randomUUID(), text: 'Salam' })
      .expect(201);
    const hers = await s.connect(b);
    const online = next<{ memberId: string; presence: string }>(hers, 'presence', (p) => p.memberId === a.id);
    const his = await s.connect(a);
    expect(await online).toEqual({ memberId: a.id, presence: 'online' });
    const list = await request(s.server)
      .get('/api/chat/conversations')
      .set('Authorization', b.auth)
      .expect(200);
    expect(list.body.items[0]).toMatchObject({ memberId: a.id, presence: 'online' });
    const offline = next<{ memberId: string; presence: string }>(
      hers,
      'presence',
      (p) => p.memberId === a.id,
    );
    his.disconnect();
    expect(await offline).toEqual({ memberId: a.id, presence: 'offline' });
  });
});
