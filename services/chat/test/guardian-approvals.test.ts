import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_GUARDIAN_SETTINGS, type GuardianSettings } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import { eventually, startChatApp, type ChatTestApp, type TestMember } from './support/chat-app.js';

/*
 * README: guardian. A conversation with a member whose guardian approves
 * conversations waits, invisible to her, until the guardian answers; a guardian who reads sees
 * her conversations read-only, and both sides are told.
 */

let s: ChatTestApp;
beforeAll(async () => {
  s = await startChatApp();
});
afterEach(() => s.resetClock());
afterAll(() => s.close());

const api = () => request(s.server);

interface Guardian {
  id: string;
  auth: string;
}

let clock = Date.now();
/** auth's `guardian.changed` for a member: the whole state, each later than the last. */
async function link(member: TestMember, guardian: Guardian | null, settings: Partial<GuardianSettings> = {}) {
  clock += 1000;
  await s.publish('auth', {
    type: 'guardian.changed',
    key: member.id,
    payload: {
      memberId: member.id,
      guardianId: guardian?.id ?? null,
      ...NO_GUARDIAN_SETTINGS,
      ...(guardian ? settings : {}),
      at: new Date(clock).toISOString(),
    },
  });
}

async function guardianAccount(): Promise<Guardian> {
  const id = uuidv7();
  return { id, auth: await s.bearer('guardian', id) };
}

const start = (from: TestMember, to: TestMember, text = 'Assalamu alaikum') =>
  api()
    .post('/api/chat/conversations')
    .set('Authorization', from.auth)
    .send({ memberId: to.id, clientId: randomUUID(), text });
const list = (m: { auth: string }) => api().get('/api/chat/conversations').set('Authorization', m.auth);
const unread = async (m: TestMember) =>
  (await api().get('/api/chat/unread').set('Authorization', m.auth).expect(200)).body.total as number;
const requests = (g: Guardian) => api().get('/api/chat/guardian/requests').set('Authorization', g.auth);
const decide = (g: { auth: string }, id: string, answer: 'approve' | 'decline') =>
  api().post(`/api/chat/guardian/requests/${id}/${answer}`).set('Authorization', g.auth);

/** Every event of a kind a socket receives, from now on. */
function heard(socket: Socket, event: string) {
  const got: unknown[] = [];
  socket.on(event, (p: unknown) => got.push(p));
  return got;
}

/** A woman whose guardian approves conversations, and a man who writes to her. */
async function gated(settings: Partial<GuardianSettings> = {}) {
  const [yusuf, amina, wali] = [await s.member(), await s.member(), await guardianAccount()];
  await link(amina, wali, { approveConversations: true, ...settings });
  return { yusuf, amina, wali };
}

describe('a conversation waiting for her guardian', () => {
  it('is invisible to her (list, history, unread, socket, events) until the guardian approves', async () => {
    const { yusuf, amina, wali } = await gated();
    const hers = await s.connect(amina);
    const messages = heard(hers, 'message');
    const unreadPushes = heard(hers, 'unread');

    const res = await start(yusuf, amina, 'Assalamu alaikum, I would like to ask for your hand').expect(201);
    const conversationId = res.body.conversation.id as string;
    expect(res.body.conversation).toMatchObject({ guardianApproval: 'waiting', startedByMe: true });
    // He may not write more while it waits.
    await api()
      .post(`/api/chat/conversations/${conversationId}/messages`)
      .set('Authorization', yusuf.auth)
      .send({ clientId: randomUUID(), text: 'Hello?' })
      .expect(403)
      .expect((r) => expect(r.body).toMatchObject({ code: 'awaiting_guardian' }));
    const withHer = await api()
      .get(`/api/chat/with/${amina.id}`)
      .set('Authorization', yusuf.auth)
      .expect(200);
    expect(withHer.body).toMatchObject({ canWrite: false, refusal: 'awaiting_guardian' });

    // Nothing reaches her, not even his typing.
    const his = await s.connect(yusuf);
    const typing = heard(hers, 'typing');
    await his.timeout(5000).emitWithAck('typing', { conversationId });
    expect((await list(amina).expect(200)).body.items).toEqual([]);
    expect(await unread(amina)).toBe(0);
    await api()
      .get(`/api/chat/conversations/${conversationId}/messages`)
      .set('Authorization', amina.auth)
      .expect(404);
    await api().get(`/api/chat/conversations/${conversationId}`).set('Authorization', amina.auth).expect(404);
    expect(s.eventsOf('conversation.started').some((e) => e.key === amina.id)).toBe(false);
    expect(s.eventsOf('chat.message.sent').some((e) => e.key === amina.id)).toBe(false);
    await eventually(() => s.eventsOf('guardian.approval.requested').some((e) => e.key === amina.id));
    const asked = s.eventsOf('guardian.approval.requested').find((e) => e.key === amina.id);
    expect(asked?.payload).toMatchObject({
      memberId: amina.id,
      guardianId: wali.id,
      requesterId: yusuf.id,
      subject: 'conversation',
    });

    // The guardian sees it, with the first message.
    const waiting = (await requests(wali).expect(200)).body.items;
    expect(waiting).toEqual([
      expect.objectContaining({
        conversationId,
        memberId: amina.id,
        requesterId: yusuf.id,
        firstMessage: 'Assalamu alaikum, I would like to ask for your hand',
      }),
    ]);
    expect(messages).toEqual([]);
    expect(unreadPushes).toEqual([]);
    expect(typing).toEqual([]);

    await decide(wali, waiting[0].id, 'approve')
      .expect(200)
      .expect((r) => expect(r.body).toMatchObject({ decision: 'approved' }));
    await decide(wali, waiting[0].id, 'approve').expect(409);

    // Now it is hers too, as if it started now.
    const items = (await list(amina).expect(200)).body.items;
    expect(items).toEqual([
      expect.objectContaining({ id: conversationId, unread: 1, guardianApproval: null, startedByMe: false }),
    ]);
    expect(await unread(amina)).toBe(1);
    await eventually(() => messages.length === 1);
    // Events are relayed after the commit, so they are waited for, not read at once.
    await eventually(() => s.eventsOf('conversation.started').some((e) => e.key === amina.id));
    await eventually(() => s.eventsOf('chat.message.sent').some((e) => e.key === amina.id));
    const mine = (await list(yusuf).expect(200)).body.items[0];
    expect(mine).toMatchObject({ id: conversationId, guardianApproval: null });
    expect((await requests(wali).expect(200)).body.items).toEqual([]);
    // And they write as usual.
    await api()
      .post(`/api/chat/conversations/${conversationId}/messages`)
      .set('Authorization', amina.auth)
      .send({ clientId: randomUUID(), text: 'Wa alaikum assalam' })
      .expect(201);
  });

  it('declined: closed for him alone; he may ask again after 30 days, she is told nothing', async () => {
    const { yusuf, amina, wali } = await gated();
    const conversationId = (await start(yusuf, amina).expect(201)).body.conversation.id as string;
    const [request_] = (await requests(wali).expect(200)).body.items;
    await decide(wali, request_.id, 'decline').expect(200);
    await eventually(() => s.eventsOf('guardian.approval.decided').some((e) => e.key === amina.id));
    const decided = s.eventsOf('guardian.approval.decided').find((e) => e.key === amina.id);
    expect(decided?.payload).toMatchObject({ decision: 'declined', requesterId: yusuf.id });

    expect((await list(yusuf).expect(200)).body.items[0]).toMatchObject({
      id: conversationId,
      guardianApproval: 'declined',
    });
    expect((await list(amina).expect(200)).body.items).toEqual([]);
    await start(yusuf, amina)
      .expect(403)
      .expect((r) => expect(r.body).toMatchObject({ code: 'guardian_declined' }));

    // 31 days on, writing again asks her guardian again.
    s.advanceDays(31);
    await s.entitle(yusuf.id, { premiumUntil: new Date(Date.now() + 60 * 86_400_000), version: 2 });
    const again = await start(yusuf, amina, 'May I ask once more?').expect(201);
    expect(again.body.conversation).toMatchObject({ id: conversationId, guardianApproval: 'waiting' });
    expect((await requests(wali).expect(200)).body.items).toHaveLength(1);
    expect((await list(amina).expect(200)).body.items).toEqual([]);
  });

  it('opens when the link ends or the setting is turned off before an answer', async () => {
    const { yusuf, amina, wali } = await gated();
    const conversationId = (await start(yusuf, amina).expect(201)).body.conversation.id as string;
    await link(amina, wali, { approveConversations: false });
    expect((await list(amina).expect(200)).body.items).toEqual([
      expect.objectContaining({ id: conversationId, unread: 1 }),
    ]);
    expect((await requests(wali).expect(200)).body.items).toEqual([]);

    const other = await gated();
    await start(other.yusuf, other.amina).expect(201);
    await link(other.amina, null);
    expect((await list(other.amina).expect(200)).body.items).toHaveLength(1);
  });

  it('keeps the latest guardian state whatever order the events arrive in', async () => {
    const [yusuf, amina, wali] = [await s.member(), await s.member(), await guardianAccount()];
    await link(amina, wali, { approveConversations: true });
    // An older event redelivered late changes nothing.
    await s.publish('auth', {
      type: 'guardian.changed',
      key: amina.id,
      payload: {
        memberId: amina.id,
        guardianId: null,
        ...NO_GUARDIAN_SETTINGS,
        at: new Date(clock - 60_000).toISOString(),
      },
    });
    expect((await start(yusuf, amina).expect(201)).body.conversation.guardianApproval).toBe('waiting');
  });

  it('she lifts the gate herself by writing to him', async () => {
    const { yusuf, amina, wali } = await gated();
    const conversationId = (await start(yusuf, amina).expect(201)).body.conversation.id as string;
    const res = await start(amina, yusuf, 'Wa alaikum assalam').expect(201);
    expect(res.body.conversation).toMatchObject({ id: conversationId, guardianApproval: null });
    expect((await requests(wali).expect(200)).body.items).toEqual([]);
    expect((await list(yusuf).expect(200)).body.items[0]).toMatchObject({
      guardianApproval: null,
      unread: 1,
    });
  });

  it('lets only her own guardian answer, and no member call guardian routes', async () => {
    const { yusuf, amina, wali } = await gated();
    await start(yusuf, amina).expect(201);
    const [waiting] = (await requests(wali).expect(200)).body.items;
    const stranger = await guardianAccount();
    expect((await requests(stranger).expect(200)).body.items).toEqual([]);
    await decide(stranger, waiting.id, 'approve').expect(404);
    await decide(wali, randomUUID(), 'approve').expect(404);
    for (const m of [amina, yusuf]) {
      await requests(m).expect(403);
      await decide(m, waiting.id, 'approve').expect(403);
      await api()
        .get(`/api/chat/guardian/members/${amina.id}/conversations`)
        .set('Authorization', m.auth)
        .expect(403);
    }
    await api().get('/api/chat/guardian/requests').expect(401);
    // A guardian has no chat of their own.
    await list(wali).expect(403);
  });
});

describe('a guardian who reads her conversations', () => {
  it('lists and reads them read-only while allowed, both sides are told, and off stops it at once', async () => {
    const [yusuf, amina, wali] = [await s.member(), await s.member(), await guardianAccount()];
    await link(amina, wali, { readsConversations: true });
    const started = await start(yusuf, amina, 'Assalamu alaikum').expect(201);
    const conversationId = started.body.conversation.id as string;
    expect(started.body.conversation).toMatchObject({ guardianReads: true, guardianApproval: null });
    expect((await list(amina).expect(200)).body.items[0]).toMatchObject({ guardianReads: true });

    const base = `/api/chat/guardian/members/${amina.id}/conversations`;
    const convs = await api().get(base).set('Authorization', wali.auth).expect(200);
    expect(convs.body.items).toEqual([expect.objectContaining({ id: conversationId, memberId: yusuf.id })]);
    const history = await api()
      .get(`${base}/${conversationId}/messages`)
      .set('Authorization', wali.auth)
      .expect(200);
    expect(history.body.items.map((m: { text: string }) => m.text)).toEqual(['Assalamu alaikum']);
    // Reading as a guardian marks nothing read.
    expect(await unread(amina)).toBe(1);
    expect((await list(yusuf).expect(200)).body.items[0]).toMatchObject({ readSeq: 0, deliveredSeq: 0 });

    // Another guardian: not found. Another member's conversation: not found.
    const stranger = await guardianAccount();
    await api().get(base).set('Authorization', stranger.auth).expect(404);
    const other = await s.member();
    const elsewhere = (await start(yusuf, other).expect(201)).body.conversation.id as string;
    await api().get(`${base}/${elsewhere}/messages`).set('Authorization', wali.auth).expect(404);

    await link(amina, wali, { readsConversations: false });
    await api().get(base).set('Authorization', wali.auth).expect(404);
    await api().get(`${base}/${conversationId}/messages`).set('Authorization', wali.auth).expect(404);
    expect((await list(yusuf).expect(200)).body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: conversationId, guardianReads: false })]),
    );
  });
});

describe('a waiting conversation the two can no longer have', () => {
  /** The waiting request withdrawn: gone from the guardian's list, refused if answered, nothing for her. */
  async function expectWithdrawn(w: Awaited<ReturnType<typeof gated>>, requestId: string) {
    const { amina, wali } = w;
    expect((await requests(wali).expect(200)).body.items).toEqual([]);
    for (const answer of ['approve', 'decline'] as const)
      await decide(wali, requestId, answer)
        .expect(409)
        .expect('Content-Type', /problem\+json/)
        .expect((r) =>
          expect(r.body).toMatchObject({
            code: 'guardian_request_withdrawn',
            messageKey: 'guardian.requestWithdrawn',
          }),
        );
    expect((await list(amina).expect(200)).body.items).toEqual([]);
    expect(s.eventsOf('conversation.started').some((e) => e.key === amina.id)).toBe(false);
    expect(s.eventsOf('chat.message.sent').some((e) => e.key === amina.id)).toBe(false);
    expect(s.eventsOf('guardian.approval.decided').some((e) => e.key === amina.id)).toBe(false);
  }

  it('a block either way withdraws it; after the unblock his next message asks her guardian anew', async () => {
    for (const blocker of ['her', 'him'] as const) {
      const w = await gated();
      const { yusuf, amina, wali } = w;
      const conversationId = (await start(yusuf, amina).expect(201)).body.conversation.id as string;
      const [waiting] = (await requests(wali).expect(200)).body.items;
      const [a, b] = blocker === 'her' ? [amina, yusuf] : [yusuf, amina];
      await s.block(a.id, b.id);
      await expectWithdrawn(w, waiting.id);

      await s.block(a.id, b.id, false);
      const again = await start(yusuf, amina, 'May I ask again?').expect(201);
      expect(again.body.conversation).toMatchObject({ id: conversationId, guardianApproval: 'waiting' });
      const renewed = (await requests(wali).expect(200)).body.items;
      expect(renewed).toEqual([
        expect.objectContaining({ conversationId, firstMessage: 'May I ask again?' }),
      ]);
      expect(renewed[0].id).not.toBe(waiting.id);
      expect((await list(amina).expect(200)).body.items).toEqual([]);
    }
  });

  it('a suspension of either withdraws it', async () => {
    for (const who of ['her', 'him'] as const) {
      const w = await gated();
      await start(w.yusuf, w.amina).expect(201);
      const [waiting] = (await requests(w.wali).expect(200)).body.items;
      await s.suspend(who === 'her' ? w.amina.id : w.yusuf.id);
      await expectWithdrawn(w, waiting.id);
    }
  });

  it("his account's erasure withdraws it", async () => {
    const w = await gated();
    await start(w.yusuf, w.amina).expect(201);
    const [waiting] = (await requests(w.wali).expect(200)).body.items;
    await s.erase(w.yusuf.id);
    await expectWithdrawn(w, waiting.id);
  });

  it('his closing it withdraws it too', async () => {
    const w = await gated();
    const conversationId = (await start(w.yusuf, w.amina).expect(201)).body.conversation.id as string;
    const [waiting] = (await requests(w.wali).expect(200)).body.items;
    await api()
      .post(`/api/chat/conversations/${conversationId}/close`)
      .set('Authorization', w.yusuf.auth)
      .expect(200);
    await expectWithdrawn(w, waiting.id);
  });
});

describe('the data export', () => {
  const exportOf = async (m: TestMember) =>
    (await api().get('/api/chat/me/export').set('Authorization', m.auth).expect(200)).body as {
      conversations: { id: string; guardianApproval: string | null; messages: { text: string }[] }[];
    };

  it("has his waiting conversation, marked, and not hers; approved, it is both members'", async () => {
    const { yusuf, amina, wali } = await gated();
    const conversationId = (await start(yusuf, amina, 'Assalamu alaikum').expect(201)).body.conversation
      .id as string;
    expect((await exportOf(yusuf)).conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        guardianApproval: 'waiting',
        messages: [expect.objectContaining({ text: 'Assalamu alaikum', mine: true })],
      }),
    ]);
    expect((await exportOf(amina)).conversations).toEqual([]);

    const [waiting] = (await requests(wali).expect(200)).body.items;
    await decide(wali, waiting.id, 'approve').expect(200);
    expect((await exportOf(yusuf)).conversations).toEqual([
      expect.objectContaining({ id: conversationId, guardianApproval: null }),
    ]);
    expect((await exportOf(amina)).conversations).toEqual([
      expect.objectContaining({ id: conversationId, guardianApproval: null }),
    ]);
  });

  it('a declined one stays his alone, marked declined', async () => {
    const { yusuf, amina, wali } = await gated();
    await start(yusuf, amina).expect(201);
    const [waiting] = (await requests(wali).expect(200)).body.items;
    await decide(wali, waiting.id, 'decline').expect(200);
    expect((await exportOf(yusuf)).conversations).toEqual([
      expect.objectContaining({ guardianApproval: 'declined' }),
    ]);
    expect((await exportOf(amina)).conversations).toEqual([]);
  });
});
