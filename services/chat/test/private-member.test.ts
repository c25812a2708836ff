import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_GUARDIAN_SETTINGS } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import { eventually, startChatApp, type ChatTestApp, type TestMember } from './support/chat-app.js';

/*
 * What chat shows of the other member follows the profile's rule (SECURITY.md): a private member's
 * presence is for the members she let in, everywhere chat shows it. A member's export holds what
 * she wrote, and the other side's words only where the conversation is still open to her.
 */

let s: ChatTestApp;
beforeAll(async () => {
  s = await startChatApp();
});
afterAll(() => s.close());

const api = () => request(s.server);
const start = (from: TestMember, to: TestMember, text = 'Assalamu alaikum') =>
  api()
    .post('/api/chat/conversations')
    .set('Authorization', from.auth)
    .send({ memberId: to.id, clientId: randomUUID(), text })
    .expect(201);
const send = (from: TestMember, conversationId: string, text: string) =>
  api()
    .post(`/api/chat/conversations/${conversationId}/messages`)
    .set('Authorization', from.auth)
    .send({ clientId: randomUUID(), text })
    .expect(201);
const presenceIn = async (m: { auth: string }, path = '/api/chat/conversations') =>
  ((await api().get(path).set('Authorization', m.auth).expect(200)).body.items as { presence: string }[]).map(
    (c) => c.presence,
  );

/** Every event of a kind a socket receives, from now on. */
function heard(socket: Socket, event: string) {
  const got: { memberId: string; presence: string }[] = [];
  socket.on(event, (p: { memberId: string; presence: string }) => got.push(p));
  return got;
}

describe("a private member's presence in chat", () => {
  it('is offline to a member she did not let in, in the list and the header; online to her follower', async () => {
    const noor = await s.member({ visibility: 'private' });
    const omar = await s.member();
    // She writes to him: he answers her, but her profile still keeps her presence from him.
    const id = (await start(noor, omar)).body.conversation.id as string;
    await s.connect(noor);
    await eventually(async () => (await s.service.app.presence.online([noor.id])).has(noor.id));
    expect(await presenceIn(omar)).toEqual(['offline']);
    const header = await api()
      .get(`/api/chat/conversations/${id}`)
      .set('Authorization', omar.auth)
      .expect(200);
    expect(header.body.presence).toBe('offline');
    const answered = await send(omar, id, 'Wa alaikum assalam');
    expect(answered.body).toMatchObject({ senderId: omar.id });

    await s.follow(omar.id, noor.id);
    expect(await presenceIn(omar)).toEqual(['online']);
  });

  it('tells her coming and going only to the members she let in', async () => {
    const noor = await s.member({ visibility: 'private' });
    const [omar, sami, lina] = [await s.member(), await s.member(), await s.member()];
    await start(noor, omar);
    await start(noor, sami);
    await start(lina, omar);
    await s.follow(sami.id, noor.id);
    const [his, samis] = [await s.connect(omar), await s.connect(sami)];
    const toOmar = heard(his, 'presence');
    const toSami = heard(samis, 'presence');
    await s.connect(noor);
    await eventually(() => toSami.some((p) => p.memberId === noor.id && p.presence === 'online'));
    // A public member comes online after her: once he hears of that, he would have heard of her.
    await s.connect(lina);
    await eventually(() => toOmar.some((p) => p.memberId === lina.id && p.presence === 'online'));
    expect(toOmar.filter((p) => p.memberId === noor.id)).toEqual([]);
  });

  it('is a guest’s to her guardian reading a member’s conversations: offline, though the member follows her', async () => {
    const noor = await s.member({ visibility: 'private' });
    const amina = await s.member();
    const wali = { id: uuidv7(), auth: '' };
    wali.auth = await s.bearer('guardian', wali.id);
    await s.publish('auth', {
      type: 'guardian.changed',
      key: amina.id,
      payload: {
        memberId: amina.id,
        guardianId: wali.id,
        ...NO_GUARDIAN_SETTINGS,
        readsConversations: true,
        at: new Date().toISOString(),
      },
    });
    await s.follow(amina.id, noor.id);
    await start(amina, noor);
    await s.connect(noor);
    await eventually(async () => (await s.service.app.presence.online([noor.id])).has(noor.id));
    expect(await presenceIn(amina)).toEqual(['online']);
    expect(await presenceIn(wali, `/api/chat/guardian/members/${amina.id}/conversations`)).toEqual([
      'offline',
    ]);
  });
  it('rides each message the other side hears: her presence as he may see it, and whether a guardian reads', async () => {
    const noor = await s.member({ visibility: 'private' });
    const [omar, sami, lina] = [await s.member(), await s.member(), await s.member()];
    await s.publish('auth', {
      type: 'guardian.changed',
      key: sami.id,
      payload: {
        memberId: sami.id,
        guardianId: uuidv7(),
        ...NO_GUARDIAN_SETTINGS,
        readsConversations: true,
        at: new Date().toISOString(),
      },
    });
    await s.follow(sami.id, noor.id);
    const withOmar = (await start(noor, omar)).body.conversation.id as string;
    const withSami = (await start(noor, sami)).body.conversation.id as string;
    const linaWithOmar = (await start(lina, omar)).body.conversation.id as string;
    await Promise.all([s.connect(noor), s.connect(lina)]);
    await eventually(async () => (await s.service.app.presence.online([noor.id, lina.id])).size === 2);
    const toOmar: { conversation: { presence: string; guardianReads: boolean } }[] = [];
    const toSami: typeof toOmar = [];
    (await s.connect(omar)).on('message', (m: (typeof toOmar)[number]) => toOmar.push(m));
    (await s.connect(sami)).on('message', (m: (typeof toOmar)[number]) => toSami.push(m));
    await send(noor, withOmar, 'one');
    await send(noor, withSami, 'two');
    await eventually(() => toOmar.length === 1 && toSami.length === 1);
    await send(lina, linaWithOmar, 'three');
    await eventually(() => toOmar.length === 2);
    // A public member's presence is every member's to see; a private one's, her followers'.
    expect(toOmar.map((m) => m.conversation)).toMatchObject([
      { presence: 'offline', guardianReads: false },
      { presence: 'online', guardianReads: false },
    ]);
    expect(toSami[0]!.conversation).toMatchObject({ presence: 'online', guardianReads: true });
  });
});

describe('the data export', () => {
  const exportOf = async (m: TestMember) =>
    (await api().get('/api/chat/me/export').set('Authorization', m.auth).expect(200)).body as {
      conversations: { id: string; otherSideOmitted: boolean; messages: { mine: boolean; text: string }[] }[];
    };

  it('of a member blocked by the other holds her own words, never the blocker’s', async () => {
    const [yusuf, amina] = [await s.member(), await s.member()];
    const id = (await start(yusuf, amina, 'Assalamu alaikum')).body.conversation.id as string;
    await send(amina, id, 'My number is 050 123 4567');
    await send(yusuf, id, 'Thank you');
    // Open to both: both sides' words.
    expect((await exportOf(yusuf)).conversations[0]!.messages.map((m) => m.text)).toEqual([
      'Assalamu alaikum',
      'My number is 050 123 4567',
      'Thank you',
    ]);
    await s.block(amina.id, yusuf.id);
    const blocked = await exportOf(yusuf);
    expect(blocked.conversations).toEqual([
      expect.objectContaining({
        id,
        otherSideOmitted: true,
        messages: [
          expect.objectContaining({ mine: true, text: 'Assalamu alaikum' }),
          expect.objectContaining({ mine: true, text: 'Thank you' }),
        ],
      }),
    ]);
    expect(JSON.stringify(blocked)).not.toContain('050 123 4567');
    // Blocked either way: the blocker's export holds only her own words too.
    expect((await exportOf(amina)).conversations[0]!.messages).toEqual([
      expect.objectContaining({ mine: true, text: 'My number is 050 123 4567' }),
    ]);
  });

  it('of an ended conversation holds her own words only', async () => {
    const [yusuf, amina] = [await s.member(), await s.member()];
    const id = (await start(yusuf, amina, 'Assalamu alaikum')).body.conversation.id as string;
    await send(amina, id, 'Please do not write again');
    await api().post(`/api/chat/conversations/${id}/close`).set('Authorization', amina.auth).expect(200);
    expect((await exportOf(yusuf)).conversations[0]).toMatchObject({
      otherSideOmitted: true,
      messages: [expect.objectContaining({ mine: true, text: 'Assalamu alaikum' })],
    });
  });
});
