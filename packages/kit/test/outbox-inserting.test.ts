// The outbox's insert run inside a caller's own statement: a use case that writes its rows in one
// statement writes its events in it too, the same rows in the same order as `append`, and only
// if that statement's transaction commits.
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { EventEnvelope } from '@mawadda/contracts';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import type { Database } from '../src/db/database.js';
import { Outbox, type NewEvent } from '../src/events/outbox.js';
import * as t from './fixtures/contract-schema.js';

const tables = { outbox: t.outbox, inbox: t.inbox, deadLetters: t.deadLetters, relayLease: t.relayLease };
const migrations = path.resolve(import.meta.dirname, 'fixtures/drizzle');
const outbox = new Outbox('inserting', tables);

let database: Database;
beforeAll(async () => {
  database = await openPgliteDatabase();
  await database.migrate(migrations, 'kit_contract');
});
afterAll(() => database.close());
beforeEach(() => database.db.execute(sql`truncate kit_contract.outbox, kit_contract.effects`));

const active = (key: string): NewEvent => ({
  type: 'member.active',
  key,
  payload: { memberId: key, at: new Date(0).toISOString() },
});

const rows = () =>
  database.db
    .select({ id: t.outbox.id, type: t.outbox.type, key: t.outbox.key, envelope: t.outbox.envelope })
    .from(t.outbox)
    .orderBy(asc(t.outbox.seq));

it("writes the events in the caller's statement, in order, as append writes them", async () => {
  const events = ['c', 'a', 'b'].map(active);
  const { envelopes, insert } = outbox.inserting(events);
  await outbox.inTransaction(database.db, (tx) =>
    tx.execute(sql`
      with effect as (insert into ${t.effects} (key, count) values ('k', 1) returning key),
        events as (${insert})
      select key from effect`),
  );
  expect(await rows()).toEqual(envelopes.map((e) => ({ id: e.id, type: e.type, key: e.key, envelope: e })));
  expect(envelopes.map((e) => e.key)).toEqual(['c', 'a', 'b']);

  await database.db.execute(sql`truncate kit_contract.outbox`);
  const appended = await outbox.inTransaction(database.db, (tx) => outbox.append(tx, ...events));
  const written = await rows();
  expect(written.map((r) => r.key)).toEqual(['c', 'a', 'b']);
  // Same events but for what each envelope is given afresh: its id and time.
  const fresh = (e: EventEnvelope) => ({ ...e, id: undefined, occurredAt: undefined });
  expect(written.map((r) => fresh(r.envelope))).toEqual(appended.map(fresh));
});

it('writes nothing when the statement that carries it rolls back', async () => {
  const { insert } = outbox.inserting([active('x')]);
  await expect(
    outbox.inTransaction(database.db, async (tx) => {
      await tx.execute(sql`with events as (${insert}) select 1`);
      throw new Error('the use case refused');
    }),
  ).rejects.toThrow('the use case refused');
  expect(await rows()).toEqual([]);
});
