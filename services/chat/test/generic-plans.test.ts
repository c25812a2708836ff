// The embedded database plans each statement once for any parameters (kit: plan_cache_mode
// force_generic_plan). Such a plan cannot know a list's length and assumes ten keys; a statement
// that joins a table to a list then reads the table whole once it holds a few hundred rows, on
// every message. The write path's statements must find their rows by index at any size.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '@mawadda/kit';
import { markReceipts } from '../src/app/mark-receipts.js';
import { writeMessage } from '../src/app/write-message.js';
import { startChatApp, type ChatTestApp } from './support/chat-app.js';

let s: ChatTestApp;
beforeAll(async () => {
  s = await startChatApp();
});
afterAll(() => s.close());

/** Other members' rows, as a replica serving a thousand conversations holds them. */
const OTHERS = [
  `insert into chat.members (member_id, kind) select gen_random_uuid(), 'individual' from generate_series(1, 2000)`,
  `insert into chat.conversations (id, member_a, member_b, starter_id, status, last_seq, created_at, updated_at)
   select gen_random_uuid(), a, b, a, 'open', 3, now(), now()
   from (select gen_random_uuid() as a, gen_random_uuid() as b from generate_series(1, 1000)) x`,
  `insert into chat.participants (conversation_id, member_id, unread)
   select id, m, 1 from chat.conversations c, lateral (values (c.member_a), (c.member_b)) v(m)
   on conflict do nothing`,
  `insert into chat.messages (id, conversation_id, seq, sender_id, client_id, text, sent_at)
   select gen_random_uuid(), c.id, n, c.member_a, gen_random_uuid(), 'salam', now()
   from chat.conversations c, generate_series(1, 3) n on conflict do nothing`,
  `insert into chat.blocks (blocker_id, blocked_id) select gen_random_uuid(), gen_random_uuid() from generate_series(1, 1000)`,
  `insert into chat.follows (follower_id, target_id) select gen_random_uuid(), gen_random_uuid() from generate_series(1, 1000)`,
  `analyze`,
];

const TABLES = /Seq Scan on (conversations|participants|messages|members|blocks|follows)\b/;

it("finds a message's rows by index in plans made once for any list", async () => {
  const db = s.service.app.database.db;
  for (const statement of OTHERS) await db.execute(sql.raw(statement));
  const [yusuf, amina] = [await s.member(), await s.member()];
  const { conversationId } = await s.openConversation(yusuf, amina);

  // A batch of replies from both sides, told to both, then her read receipt.
  const app = s.service.app;
  const written = await Promise.all([
    writeMessage(app, yusuf.id, { conversationId }, { clientId: randomUUID(), text: 'one' }),
    writeMessage(app, amina.id, { conversationId }, { clientId: randomUUID(), text: 'two' }),
  ]);
  expect(written.map((w) => w.ok)).toEqual([true, true]);
  expect((await markReceipts(app, amina.id, conversationId, 'read', 3)).ok).toBe(true);

  const prepared = rowsOf<{ statement: string }>(
    await db.execute(sql`select statement from pg_prepared_statements where statement ~ '"chat"\\."'`),
  );
  const batchStatements = prepared.filter((p) => /unnest|= ?any\(/i.test(p.statement));
  // The batch's facts and write, the telling's read and the receipts' move at least.
  expect(batchStatements.length).toBeGreaterThanOrEqual(4);
  const wholeTableReads: string[] = [];
  for (const [i, { statement }] of batchStatements.entries()) {
    // The plan the statement runs on: generic, whatever its values (nulls here).
    const params = Math.max(...[...statement.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    await db.execute(sql.raw(`prepare plan_${i} as ${statement}`));
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(sql.raw(`explain execute plan_${i}(${Array(params).fill('null').join(', ')})`)),
    ).map((r) => r['QUERY PLAN']);
    for (const line of plan.filter((l) => TABLES.test(l)))
      wholeTableReads.push(`${line.trim()} in: ${statement.replace(/\s+/g, ' ').slice(0, 120)}`);
  }
  expect(wholeTableReads).toEqual([]);
});
