// A group-commit batch on the embedded database: plain replies stored together in arrival order,
// each seen as if stored alone; what opens a conversation, and every later message of its pair,
// left to be stored alone; refusals answered from the batch's facts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '@mawadda/kit';
import { storeBatch, type BatchOutcome } from '../src/app/store-batch.js';
import type { WriteRequest } from '../src/app/write-request.js';
import { startChatApp, type ChatTestApp } from './support/chat-app.js';

let s: ChatTestApp;
beforeAll(async () => {
  s = await startChatApp();
});
afterAll(() => s.close());

const say = (writerId: string, otherId: string, text: string, clientId = randomUUID()): WriteRequest => ({
  writerId,
  otherId,
  input: { clientId, text },
});

const stored = (o: BatchOutcome | undefined) => {
  if (o === undefined || o === 'alone' || !o.ok) throw new Error(`not stored: ${JSON.stringify(o)}`);
  return o.value;
};

it('stores replies in arrival order with gap-free numbers, and leaves what opens a conversation alone', async () => {
  const [yusuf, amina, zainab] = [await s.member(), await s.member(), await s.member()];
  await s.openConversation(yusuf, amina);
  const repeated = randomUUID();
  const outcomes = await storeBatch(s.service.app, [
    say(yusuf.id, amina.id, 'one', repeated),
    say(amina.id, yusuf.id, 'two'),
    say(yusuf.id, amina.id, 'three'),
    say(yusuf.id, zainab.id, 'a first contact'),
    // The same message again before the first is stored, then one more of that pair.
    say(yusuf.id, amina.id, 'one', repeated),
    say(amina.id, yusuf.id, 'four'),
  ]);
  expect(outcomes.slice(3)).toEqual(['alone', 'alone', 'alone']);
  const [one, two, three] = outcomes.slice(0, 3).map(stored);
  expect([one, two, three].map((w) => [w!.write.message.seq, w!.write.message.text, w!.write.kind])).toEqual([
    [2, 'one', 'reply'],
    [3, 'two', 'reply'],
    [4, 'three', 'reply'],
  ]);
  // Each message as both members saw it right after it: her unread count grows with his messages only.
  const unreadOf = (w: typeof one, memberId: string) => w!.views.find((v) => v.viewerId === memberId)!.unread;
  expect([one, two, three].map((w) => unreadOf(w, amina.id))).toEqual([2, 2, 3]);
  expect([one, two, three].map((w) => unreadOf(w, yusuf.id))).toEqual([0, 1, 1]);
  expect(three!.write.writerView?.lastMessage?.seq).toBe(4);

  const history = await request(s.server)
    .get(`/api/chat/conversations/${one!.write.conversationId}/messages`)
    .set('Authorization', amina.auth)
    .expect(200);
  expect(
    (history.body.items as Array<{ seq: number; text: string }>).map((m) => [m.seq, m.text]).reverse(),
  ).toEqual([
    [1, 'Assalamu alaikum'],
    [2, 'one'],
    [3, 'two'],
    [4, 'three'],
  ]);
  // Each stored message has its event, once the batch's outbox rows are relayed.
  const sent = () =>
    new Set(s.eventsOf('chat.message.sent').map((e) => (e.payload as { messageId: string }).messageId));
  await expect.poll(() => [one, two, three].every((w) => sent().has(w!.write.message.id))).toBe(true);
});

it('answers a stored client id as a resend and a blocked pair as not found, storing nothing', async () => {
  const [yusuf, amina] = [await s.member(), await s.member()];
  const clientId = randomUUID();
  const opened = await request(s.server)
    .post('/api/chat/conversations')
    .set('Authorization', yusuf.auth)
    .send({ memberId: amina.id, clientId, text: 'Assalamu alaikum' })
    .expect(201);
  const [resend] = await storeBatch(s.service.app, [say(yusuf.id, amina.id, 'Assalamu alaikum', clientId)]);
  expect(stored(resend).write).toMatchObject({
    kind: 'resend',
    message: { seq: 1, id: opened.body.message.id },
  });

  await s.block(amina.id, yusuf.id);
  const [blocked, hers] = await storeBatch(s.service.app, [
    say(yusuf.id, amina.id, 'are you there?'),
    say(amina.id, yusuf.id, 'no'),
  ]);
  expect(blocked).toEqual({ ok: false, refusal: { refusal: 'notFound', what: 'conversation' } });
  // Hers is refused as a single write refuses it: she blocks him.
  expect(hers).toEqual({ ok: false, refusal: { refusal: 'blocked' } });
});

it('stores batches and moves receipts over the same conversations at once, none failing on the other', async () => {
  // On PostgreSQL both lock the members' rows of many conversations: in different orders they
  // would deadlock, and the server would end one of them after a second's wait.
  const pairs = await Promise.all(
    Array.from({ length: 24 }, async () => {
      const [a, b] = [await s.member(), await s.member()];
      return { a, b, conversationId: (await s.openConversation(a, b)).conversationId };
    }),
  );
  for (let round = 1; round <= 12; round++) {
    const moves = pairs
      .flatMap((p) =>
        [p.a, p.b].map((m) => ({
          conversationId: p.conversationId,
          memberId: m.id,
          delivered: round,
          read: round,
        })),
      )
      .reverse();
    const [outcomes] = await Promise.all([
      storeBatch(
        s.service.app,
        pairs.flatMap((p) => [say(p.a.id, p.b.id, `round ${round}`), say(p.b.id, p.a.id, `round ${round}`)]),
      ),
      s.service.app.receiptStore.moveMany(s.service.app.database.db, moves),
      s.service.app.receiptStore.moveMany(s.service.app.database.db, moves.slice().reverse()),
    ]);
    expect(outcomes.every((o) => o !== 'alone' && o.ok)).toBe(true);
  }
});

it("counts against a writer's budget only what the batch stored", async () => {
  const [yusuf, amina, zainab] = [await s.member(), await s.member(), await s.member()];
  const clientId = randomUUID();
  await request(s.server)
    .post('/api/chat/conversations')
    .set('Authorization', yusuf.auth)
    .send({ memberId: amina.id, clientId, text: 'Assalamu alaikum' })
    .expect(201);
  const before = (await s.service.app.limits.messages.peek(yusuf.id)).remaining;
  const outcomes = await storeBatch(s.service.app, [
    say(yusuf.id, amina.id, 'Assalamu alaikum', clientId), // a resend
    say(yusuf.id, amina.id, 'stored'),
    say(yusuf.id, zainab.id, 'a first contact'), // left alone: counted when stored alone
  ]);
  expect(outcomes.map((o) => (o === 'alone' ? o : o.ok && o.value.write.kind))).toEqual([
    'resend',
    'reply',
    'alone',
  ]);
  expect((await s.service.app.limits.messages.peek(yusuf.id)).remaining).toBe(before - 1);

  await s.block(amina.id, yusuf.id);
  const [blocked] = await storeBatch(s.service.app, [say(yusuf.id, amina.id, 'are you there?')]);
  expect(blocked).toMatchObject({ ok: false });
  expect((await s.service.app.limits.messages.peek(yusuf.id)).remaining).toBe(before - 1);
});

it("spends the writers' budgets before the batch's transaction opens, not under its locks", async () => {
  // With Redis each spend is a round trip; taken inside the transaction it held every pair's
  // lock that much longer, and another replica's batch of the same pairs waited on it.
  const app = s.service.app;
  const [yusuf, amina] = [await s.member(), await s.member()];
  await s.openConversation(yusuf, amina);
  const order: string[] = [];
  const { messages } = app.limits;
  const inTransaction = app.outbox.inTransaction.bind(app.outbox);
  app.limits.messages = {
    ...messages,
    consume: (key, points) => (order.push('spend'), messages.consume(key, points)),
  };
  app.outbox.inTransaction = (db, work) => (order.push('begin'), inTransaction(db, work));
  try {
    const outcomes = await storeBatch(app, [say(yusuf.id, amina.id, 'one'), say(amina.id, yusuf.id, 'two')]);
    expect(outcomes.every((o) => o !== 'alone' && o.ok)).toBe(true);
  } finally {
    app.limits.messages = messages;
    app.outbox.inTransaction = inTransaction;
  }
  expect(order).toEqual(['spend', 'spend', 'begin']);
});

it('fails the whole batch when a spend fails, storing nothing, and never leaves the failure unhandled', async () => {
  // The spends are awaited only after the batch's first statements: a spend failing meanwhile must
  // not reach Node as an unhandled rejection, which ends the process (vitest fails the run on one).
  const app = s.service.app;
  const [yusuf, amina] = [await s.member(), await s.member()];
  const { conversationId } = await s.openConversation(yusuf, amina);
  const { messages } = app.limits;
  app.limits.messages = { ...messages, consume: () => Promise.reject(new Error('the limiter is away')) };
  try {
    await expect(
      storeBatch(app, [say(yusuf.id, amina.id, 'one'), say(amina.id, yusuf.id, 'two')]),
    ).rejects.toThrow('the limiter is away');
  } finally {
    app.limits.messages = messages;
  }
  const count = rowsOf<{ n: number }>(
    await app.database.db.execute(
      sql`select count(*)::int as n from chat.messages where conversation_id = ${conversationId}`,
    ),
  );
  expect(count[0]!.n).toBe(1);
});

it('writes only the members’ rows whose unread count grows: a sender’s row is read, not rewritten', async () => {
  const [yusuf, amina] = [await s.member(), await s.member()];
  const { conversationId } = await s.openConversation(yusuf, amina);
  const db = s.service.app.database.db;
  // A row's xmin is the transaction that wrote its current version.
  const versions = async () =>
    new Map(
      rowsOf<{ member_id: string; v: string; unread: number }>(
        await db.execute(sql`select member_id, xmin::text as v, unread from chat.participants
          where conversation_id = ${conversationId}`),
      ).map((r) => [r.member_id, r]),
    );
  const before = await versions();
  const [sent] = await storeBatch(s.service.app, [say(yusuf.id, amina.id, 'only to her')]);
  expect(stored(sent).views.find((v) => v.viewerId === yusuf.id)!.unread).toBe(before.get(yusuf.id)!.unread);
  const after = await versions();
  expect(after.get(amina.id)!.unread).toBe(before.get(amina.id)!.unread + 1);
  expect(after.get(amina.id)!.v).not.toBe(before.get(amina.id)!.v);
  expect(after.get(yusuf.id)!.v).toBe(before.get(yusuf.id)!.v);
});
