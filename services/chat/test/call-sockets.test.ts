import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_GUARDIAN_SETTINGS,
  type CallEvent,
  type CallIce,
  type CallSignalEvent,
  type CallView,
  type ChatMessage,
  type SocketAck,
} from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import { eventually, startChatApp, type ChatTestApp, type TestMember } from './support/chat-app.js';

/*
 * README: calls. Signalling over the chat socket: who may call whom, busy, missed after the ring
 * (one second here), the chaperoned call's gate (no offer between the two before her guardian
 * joins), and a call that a block or a suspension ends at once.
 */

let s: ChatTestApp;
beforeAll(async () => {
  s = await startChatApp({
    // Short enough for the missed-call test, long enough that a loaded machine answers in time.
    CHAT_CALL_RING_SECONDS: '4',
    CHAT_TURN_URLS: 'turn:127.0.0.1:3478?transport=udp',
    CHAT_TURN_SECRET: 'test-secret',
  });
});
afterAll(() => s.close());

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
const callIn = (socket: Socket, state: CallView['state']) =>
  next<CallEvent>(socket, 'call', (e) => e.call.state === state).then((e) => e.call);
const started = async (socket: Socket, conversationId: string, media: 'voice' | 'video' = 'video') => {
  const ack = await emit<CallView>(socket, 'call:start', { conversationId, media });
  if (!ack.ok) throw new Error(`call refused: ${ack.problem.code}`);
  return ack.data;
};
const OFFER = { type: 'offer', sdp: 'v=0 fake offer' };

async function pair() {
  const [yusuf, amina] = [await s.member(), await s.member()];
  const { conversationId } = await s.openConversation(yusuf, amina);
  return { yusuf, amina, conversationId, his: await s.connect(yusuf), hers: await s.connect(amina) };
}

const history = async (m: TestMember, conversationId: string) =>
  (
    await request(s.server)
      .get(`/api/chat/conversations/${conversationId}/messages`)
      .set('Authorization', m.auth)
      .expect(200)
  ).body.items as ChatMessage[];
async function lineIn(m: TestMember, conversationId: string) {
  let line: ChatMessage | undefined;
  await eventually(
    async () => (line = (await history(m, conversationId)).find((x) => x.call !== null)) !== undefined,
  );
  return line;
}

let clock = Date.now();
async function chaperone(member: TestMember) {
  const id = uuidv7();
  const token = (await s.bearer('guardian', id)).slice('Bearer '.length);
  clock += 1000;
  await s.publish('auth', {
    type: 'guardian.changed',
    key: member.id,
    payload: {
      memberId: member.id,
      guardianId: id,
      ...NO_GUARDIAN_SETTINGS,
      callsIncludeGuardian: true,
      at: new Date(clock).toISOString(),
    },
  });
  return { id, token };
}

describe('calls between two members', () => {
  it('rings her devices, connects when she answers, relays their signals, and leaves a line when it ends', async () => {
    const { yusuf, amina, conversationId, his, hers } = await pair();
    const rings = callIn(hers, 'ringing');
    const call = await started(his, conversationId);
    expect(call).toMatchObject({ callerId: yusuf.id, calleeId: amina.id, state: 'ringing', guardianIds: [] });
    expect((await rings).id).toBe(call.id);

    const connected = callIn(his, 'connected');
    expect(await emit<CallView>(hers, 'call:accept', { callId: call.id })).toMatchObject({
      ok: true,
      data: { state: 'connected' },
    });
    await connected;
    const offer = next<CallSignalEvent>(hers, 'call:signal');
    expect(await emit(his, 'call:signal', { callId: call.id, to: amina.id, signal: OFFER })).toEqual({
      ok: true,
      data: null,
    });
    expect(await offer).toEqual({ callId: call.id, from: yusuf.id, signal: OFFER });

    const ended = callIn(hers, 'ended');
    await emit(his, 'call:leave', { callId: call.id });
    expect((await ended).endReason).toBe('ended');
    const line = await lineIn(amina, conversationId);
    expect(line).toMatchObject({
      senderId: yusuf.id,
      text: null,
      call: { media: 'video', outcome: 'ended' },
    });
  });

  it('gives per-call TURN credentials by the shared-secret scheme, to its parties only', async () => {
    const { conversationId, his } = await pair();
    const stranger = await s.connect(await s.member());
    const call = await started(his, conversationId, 'voice');
    const ice = await emit<CallIce>(his, 'call:ice', { callId: call.id });
    if (!ice.ok) throw new Error('no ice');
    const [server] = ice.data.iceServers;
    expect(server?.urls).toEqual(['turn:127.0.0.1:3478?transport=udp']);
    const [expiry, callId] = server!.username!.split(':');
    expect(callId).toBe(call.id);
    expect(Number(expiry)).toBeGreaterThan(Date.now() / 1000 + 3000);
    const { createHmac } = await import('node:crypto');
    expect(server!.credential).toBe(
      createHmac('sha1', 'test-secret').update(server!.username!).digest('base64'),
    );
    expect(await emit(stranger, 'call:ice', { callId: call.id })).toMatchObject({
      ok: false,
      problem: { status: 404, code: 'not_in_call' },
    });
    await emit(his, 'call:leave', { callId: call.id });
  });

  it('refuses a stranger: no conversation of mine, and signals into a call not mine', async () => {
    const { amina, conversationId, his, hers } = await pair();
    const stranger = await s.member();
    const theirs = await s.connect(stranger);
    expect(await emit(theirs, 'call:start', { conversationId, media: 'voice' })).toMatchObject({
      ok: false,
      problem: { status: 404, code: 'not_found' },
    });
    const call = await started(his, conversationId);
    expect(await emit(theirs, 'call:accept', { callId: call.id })).toMatchObject({
      ok: false,
      problem: { code: 'not_in_call' },
    });
    expect(await emit(theirs, 'call:signal', { callId: call.id, to: amina.id, signal: OFFER })).toMatchObject(
      {
        ok: false,
        problem: { code: 'not_in_call' },
      },
    );
    // Before she answers nothing is relayed, not even from the caller.
    expect(await emit(his, 'call:signal', { callId: call.id, to: amina.id, signal: OFFER })).toMatchObject({
      ok: false,
    });
    await emit(hers, 'call:decline', { callId: call.id });
  });

  it('answers a bad frame with the field, never a dropped socket', async () => {
    const { his } = await pair();
    expect(await emit(his, 'call:start', { conversationId: 'nope', media: 'hologram' })).toMatchObject({
      ok: false,
      problem: { status: 400 },
    });
    expect(his.connected).toBe(true);
  });

  it('is refused where she turned calls off, in this conversation or in all', async () => {
    const { amina, conversationId, his } = await pair();
    await request(s.server)
      .put(`/api/chat/conversations/${conversationId}/calls`)
      .set('Authorization', amina.auth)
      .send({ off: true })
      .expect(200, { off: true });
    expect(await emit(his, 'call:start', { conversationId, media: 'voice' })).toMatchObject({
      ok: false,
      problem: { status: 409, code: 'calls_off', messageKey: 'chat.refused.calls_off' },
    });
    await request(s.server)
      .put(`/api/chat/conversations/${conversationId}/calls`)
      .set('Authorization', amina.auth)
      .send({ off: false })
      .expect(200);
    await request(s.server)
      .put('/api/chat/calls/settings')
      .set('Authorization', amina.auth)
      .send({ callsOff: true })
      .expect(200);
    expect(await emit(his, 'call:start', { conversationId, media: 'voice' })).toMatchObject({
      ok: false,
      problem: { code: 'calls_off' },
    });
    await request(s.server)
      .put('/api/chat/calls/settings')
      .set('Authorization', amina.auth)
      .send({ callsOff: false })
      .expect(200);
    const call = await started(his, conversationId, 'voice');
    await emit(his, 'call:leave', { callId: call.id });
  });

  it('refuses a conversation waiting on a block, and a stranger cannot read or set its calls', async () => {
    const { yusuf, amina, conversationId, his } = await pair();
    const stranger = await s.member();
    await request(s.server)
      .get(`/api/chat/conversations/${conversationId}/calls`)
      .set('Authorization', stranger.auth)
      .expect(404);
    await s.block(amina.id, yusuf.id);
    expect(await emit(his, 'call:start', { conversationId, media: 'voice' })).toMatchObject({ ok: false });
  });

  it('is busy when she is already in a call, and leaves a busy line', async () => {
    const { amina, conversationId, hers } = await pair();
    const other = await s.member();
    const { conversationId: theirs } = await s.openConversation(other, amina);
    const otherDevice = await s.connect(other);
    const first = await started(otherDevice, theirs);
    await emit(hers, 'call:accept', { callId: first.id });
    const { his: secondCaller, conversationId: c2 } = await (async () => {
      const yusuf = await s.member();
      const opened = await s.openConversation(yusuf, amina);
      return { his: await s.connect(yusuf), conversationId: opened.conversationId };
    })();
    const busy = await started(secondCaller, c2);
    expect([busy.state, busy.endReason]).toEqual(['ended', 'busy']);
    // And a caller already in a call cannot place another.
    expect(await emit(otherDevice, 'call:start', { conversationId: theirs, media: 'voice' })).toMatchObject({
      ok: false,
      problem: { code: 'busy' },
    });
    expect((await lineIn(amina, c2))?.call).toMatchObject({ outcome: 'busy' });
    await emit(hers, 'call:leave', { callId: first.id });
    void conversationId;
  });

  it('is missed when nobody answers within the ring, counted unread and announced for notify', async () => {
    const { amina, conversationId, his, hers } = await pair();
    const call = await started(his, conversationId, 'voice');
    // The ring's end waits in the service's job queue, not in a timer of the replica that placed it.
    expect(await s.service.app.jobs?.get(`call.ring-out/${call.id}`)).toMatchObject({
      name: 'call.ring-out',
    });
    const missed = await callIn(hers, 'ended');
    expect([missed.id, missed.endReason]).toEqual([call.id, 'missed']);
    expect((await lineIn(amina, conversationId))?.call).toEqual({
      media: 'voice',
      outcome: 'missed',
      seconds: 0,
      chaperoned: false,
    });
    // His first message and the missed call: two unread for her.
    expect(
      (await request(s.server).get('/api/chat/unread').set('Authorization', amina.auth)).body.total,
    ).toBe(2);
    await eventually(() =>
      s.eventsOf('call.missed').some((e) => (e.payload as { callId: string }).callId === call.id),
    );
    // Her line is free again: a new call rings.
    expect((await started(his, conversationId)).state).toBe('ringing');
  });

  it('is reported like the conversation: staff see who called, when and how long, and nothing more', async () => {
    const { yusuf, amina, conversationId, his, hers } = await pair();
    const call = await started(his, conversationId, 'voice');
    await emit(hers, 'call:decline', { callId: call.id });
    await lineIn(amina, conversationId);
    const filed = await request(s.server)
      .post(`/api/chat/conversations/${conversationId}/report`)
      .set('Authorization', amina.auth)
      .send({ reason: 'harassment', close: false })
      .expect(201);
    const snapshot = await request(s.server)
      .get(`/api/chat/admin/reports/${filed.body.id}`)
      .set('Authorization', await s.bearer('moderator'))
      .expect(200);
    const frozen = (snapshot.body.messages as { call?: unknown }[]).filter((m) => m.call);
    expect(frozen).toEqual([
      {
        id: expect.any(String),
        senderId: yusuf.id,
        text: null,
        sentAt: expect.any(String),
        call: { media: 'voice', outcome: 'declined', seconds: 0, chaperoned: false },
      },
    ]);
  });

  it('a block ends a running call at once', async () => {
    const { yusuf, amina, conversationId, his, hers } = await pair();
    const call = await started(his, conversationId);
    await emit(hers, 'call:accept', { callId: call.id });
    const ended = callIn(his, 'ended');
    await s.block(amina.id, yusuf.id);
    expect((await ended).endReason).toBe('unavailable');
    expect(await emit(his, 'call:signal', { callId: call.id, to: amina.id, signal: OFFER })).toMatchObject({
      ok: false,
    });
  });

  it("a suspended member's call ends at once", async () => {
    const { yusuf, conversationId, his, hers } = await pair();
    const call = await started(his, conversationId);
    await emit(hers, 'call:accept', { callId: call.id });
    const ended = callIn(hers, 'ended');
    await s.suspend(yusuf.id);
    expect((await ended).endReason).toBe('unavailable');
  });

  it('ends when the last device of a party goes away', async () => {
    const { conversationId, his, hers } = await pair();
    const call = await started(his, conversationId);
    await emit(hers, 'call:accept', { callId: call.id });
    const ended = callIn(hers, 'ended');
    his.disconnect();
    expect((await ended).id).toBe(call.id);
  });
});

describe('the chaperoned call', () => {
  it('rings her guardian, relays nothing between the two until he joins, and pauses when he leaves', async () => {
    const { yusuf, amina, conversationId, his, hers } = await pair();
    const wali = await chaperone(amina);
    const walis = await s.connect(wali);
    const rings = callIn(walis, 'ringing');
    const call = await started(his, conversationId);
    expect(call.guardianIds).toEqual([wali.id]);
    expect((await rings).callerId).toBe(yusuf.id);

    // She answers; the two are not connected, and the server forwards no offer either way.
    const answered = await emit<CallView>(hers, 'call:accept', { callId: call.id });
    expect(answered).toMatchObject({ ok: true, data: { state: 'paused' } });
    let leaked = false;
    hers.on('call:signal', (e: CallSignalEvent) => {
      if (e.from === yusuf.id && !joinedYet) leaked = true;
    });
    let joinedYet = false;
    expect(await emit(his, 'call:signal', { callId: call.id, to: amina.id, signal: OFFER })).toMatchObject({
      ok: false,
      problem: { code: 'not_in_call' },
    });
    expect(await emit(hers, 'call:signal', { callId: call.id, to: yusuf.id, signal: OFFER })).toMatchObject({
      ok: false,
    });

    // A member cannot join in his place; he joins, and the two connect.
    expect(await emit(his, 'call:join', { callId: call.id })).toMatchObject({ ok: false });
    const connected = callIn(his, 'connected');
    joinedYet = true;
    expect(await emit<CallView>(walis, 'call:join', { callId: call.id })).toMatchObject({
      ok: true,
      data: { state: 'connected', joined: [yusuf.id, amina.id, wali.id] },
    });
    await connected;
    expect(leaked).toBe(false);
    const offer = next<CallSignalEvent>(hers, 'call:signal');
    expect(await emit(his, 'call:signal', { callId: call.id, to: amina.id, signal: OFFER })).toMatchObject({
      ok: true,
    });
    expect((await offer).from).toBe(yusuf.id);
    const toWali = next<CallSignalEvent>(walis, 'call:signal');
    expect(await emit(hers, 'call:signal', { callId: call.id, to: wali.id, signal: OFFER })).toMatchObject({
      ok: true,
    });
    expect((await toWali).from).toBe(amina.id);

    // He leaves: paused for the two, nothing relayed; he returns: connected again.
    const paused = callIn(his, 'paused');
    await emit(walis, 'call:leave', { callId: call.id });
    await paused;
    expect(await emit(his, 'call:signal', { callId: call.id, to: amina.id, signal: OFFER })).toMatchObject({
      ok: false,
    });
    await emit(walis, 'call:join', { callId: call.id });
    const done = callIn(walis, 'ended');
    await emit(hers, 'call:leave', { callId: call.id });
    expect((await done).endReason).toBe('ended');
    expect((await lineIn(amina, conversationId))?.call).toMatchObject({ chaperoned: true, outcome: 'ended' });
  });

  it('a guardian socket can do nothing of chat, and a company or staff cannot connect', async () => {
    const wali = await chaperone(await s.member());
    const walis = await s.connect(wali);
    expect(await emit(walis, 'call:start', { conversationId: randomUUID(), media: 'voice' })).toMatchObject({
      ok: false,
      problem: { status: 404 },
    });
    // Nor any frame of chat's: nobody answers them on a guardian's socket.
    expect(await emit(walis, 'typing', { conversationId: randomUUID() }).catch(() => 'no answer')).toBe(
      'no answer',
    );
    await expect(s.connect({ token: (await s.bearer('moderator')).slice(7) })).rejects.toThrow('forbidden');
  });
});
