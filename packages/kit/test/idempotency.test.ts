import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../src/db/database.js';
import { envelopeOf, Outbox } from '../src/events/outbox.js';
import { ApiRouter } from '../src/http/api-router.js';
import { createHttpApp } from '../src/http/create-app.js';
import { buildOpenApi } from '../src/http/openapi.js';
import { ProblemError } from '../src/http/problem-error.js';
import { enableIdempotency } from '../src/idempotency/enable-idempotency.js';
import { IdempotencyStore } from '../src/idempotency/idempotency-store.js';
import { idempotencyKeys } from '../src/idempotency/idempotency-tables.js';
import { REVOCATION_MIGRATIONS } from '../src/revocation/revocation-feed.js';
import { revocationPlatform } from '../src/revocation/revocation-tables.js';
import { createTestTokens } from '../src/testing/test-tokens.js';
import { eventually } from '../src/testing/eventually.js';
import { openTestPorts, type TestPorts } from '../src/testing/test-ports.js';
import { silentLogger } from './support/silent-logger.js';

/**
 * `Idempotency-Key` on the router's writes: a write is a row in
 * `idem_test.notes` plus an event in an outbox, both through `Outbox.inTransaction` as every use
 * case writes; the tests count both to prove there is never a second effect.
 */
let ports: TestPorts;
let store: IdempotencyStore;
let app: ReturnType<typeof createHttpApp>;
let tokens: Awaited<ReturnType<typeof createTestTokens>>;
let api: ApiRouter;
/** Lets a test hold a write mid-flight (the concurrent retry) or break a step. */
const hooks: { beforeWrite?: () => Promise<void>; failWith?: () => never } = {};

const count = async (table: string, caller?: string) =>
  Number(
    rowsOf<{ n: string }>(
      await ports.database.db.execute(
        caller
          ? sql`select count(*) as n from ${sql.raw(table)} where caller = ${caller}`
          : sql`select count(*) as n from ${sql.raw(table)}`,
      ),
    )[0]!.n,
  );

beforeAll(async () => {
  ports = await openTestPorts('idempotency-test');
  const { database } = ports;
  await database.migrate(REVOCATION_MIGRATIONS, 'revocations'); // its (unused) outbox table serves here
  await database.db.execute(sql`create schema idem_test`);
  await database.db.execute(
    sql`create table idem_test.notes (id serial primary key, caller text not null, text text not null)`,
  );
  const outbox = new Outbox('test', revocationPlatform);
  tokens = await createTestTokens();
  api = new ApiRouter({ tag: 'test', verifier: tokens.verifier });
  const note = z.object({ text: z.string().min(1) });
  api.post(
    '/notes',
    {
      summary: 'a write',
      access: 'signed-in',
      body: note,
      response: z.object({ id: z.number(), text: z.string() }),
      status: 201,
    },
    async ({ body, auth }) => {
      hooks.failWith?.();
      // Held before the transaction: PGlite is one connection, so a transaction held open would
      // hold every other query too (on PostgreSQL the racing claim answers either way).
      await hooks.beforeWrite?.();
      if (body.text === 'refuse') throw new ProblemError(409, 'taken', 'error.conflict', { field: 'text' });
      if (body.text === 'later')
        throw new ProblemError(429, 'rate_limited', 'error.rateLimited', { params: { seconds: 1 } });
      return outbox.inTransaction(database.db, async (tx) => {
        const [row] = rowsOf<{ id: number }>(
          await tx.execute(
            sql`insert into idem_test.notes (caller, text) values (${auth.id}, ${body.text}) returning id`,
          ),
        );
        await outbox.append(tx, {
          type: 'member.reinstated',
          key: auth.id,
          payload: { memberId: auth.id, status: 'active', at: new Date().toISOString() },
        });
        return { id: row!.id, text: body.text };
      });
    },
  );
  api.delete('/notes', { summary: 'a write without events', access: 'signed-in' }, async () => undefined);
  let selfAnswers = 0;
  api.post('/self', { summary: 'answers itself', access: 'signed-in' }, async ({ res }) => {
    res.status(200).json({ n: ++selfAnswers });
  });
  api.post('/public', { summary: 'a public write', access: 'public' }, async () => undefined);
  store = await enableIdempotency(database, [api], { bus: ports.bus });
  app = createHttpApp({ logger: silentLogger, mount: (a) => a.use('/api/test', api.router) });
});

afterAll(() => ports.close());

async function member() {
  const id = crypto.randomUUID();
  return { id, bearer: `Bearer ${await tokens.tokenFor('member', id)}` };
}

const post = (bearer: string, key: string | undefined, body: unknown) => {
  const r = request(app).post('/api/test/notes?lang=en').set('Authorization', bearer);
  return (key === undefined ? r : r.set('Idempotency-Key', key)).send(body as object);
};

const effects = async (caller: string) => ({
  notes: await count('idem_test.notes', caller),
  // The outbox keys events by member: count this caller's.
  events: Number(
    rowsOf<{ n: string }>(
      await ports.database.db.execute(
        sql`select count(*) as n from revocations.outbox where key = ${caller}`,
      ),
    )[0]!.n,
  ),
});

describe('Idempotency-Key on writes', () => {
  it('replays the first answer to a retry, with no second effect', async () => {
    const m = await member();
    const first = await post(m.bearer, 'k-1', { text: 'hello' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const again = await post(m.bearer, 'k-1', { text: 'hello' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotency-replayed']).toBe('true');
    // `lang` only picks the answer's language: still the same request.
    const otherLang = await request(app)
      .post('/api/test/notes?lang=ar')
      .set('Authorization', m.bearer)
      .set('Idempotency-Key', 'k-1')
      .send({ text: 'hello' });
    expect(otherLang.body).toEqual(first.body);
    expect(await effects(m.id)).toEqual({ notes: 1, events: 1 });
    // Without a key, every request is its own.
    await post(m.bearer, undefined, { text: 'hello' });
    await post(m.bearer, undefined, { text: 'hello' });
    expect((await effects(m.id)).notes).toBe(3);
  });

  it('refuses the same key on a different request (422) and a malformed key (400)', async () => {
    const m = await member();
    await post(m.bearer, 'k-2', { text: 'one' });
    const other = await post(m.bearer, 'k-2', { text: 'two' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'idempotency_key_reused', field: 'Idempotency-Key' });
    expect(other.body.detail).toMatch(/different request/);
    for (const bad of ['has space', 'x'.repeat(201), 'clé']) {
      const res = await post(m.bearer, bad, { text: 'three' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'Idempotency-Key', messageKey: 'error.idempotencyKeyInvalid' });
    }
    expect((await effects(m.id)).notes).toBe(1);
  });

  it("keys are per caller: another member's same key is a request of its own", async () => {
    const a = await member();
    const b = await member();
    const first = await post(a.bearer, 'shared', { text: 'from a' });
    const second = await post(b.bearer, 'shared', { text: 'from b' });
    expect(second.status).toBe(201);
    expect(second.headers['idempotency-replayed']).toBeUndefined();
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.text).toBe('from b');
    expect(await effects(b.id)).toEqual({ notes: 1, events: 1 });
  });

  it('a concurrent retry while the first runs gets 409 in progress; one effect', async () => {
    const m = await member();
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((r) => (entered = r));
    hooks.beforeWrite = () => (entered(), new Promise<void>((r) => (release = r)));
    const first = post(m.bearer, 'k-3', { text: 'slow' }).then((r) => r);
    await inside;
    hooks.beforeWrite = undefined;
    const racing = await post(m.bearer, 'k-3', { text: 'slow' });
    expect(racing.status).toBe(409);
    expect(racing.body.code).toBe('idempotency_in_progress');
    expect(Number(racing.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    release();
    expect((await first).status).toBe(201);
    const after = await post(m.bearer, 'k-3', { text: 'slow' });
    expect(after.headers['idempotency-replayed']).toBe('true');
    expect(await effects(m.id)).toEqual({ notes: 1, events: 1 });
    // Ten at once with one key: one effect, the others refused (in progress) or replayed.
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => post(m.bearer, 'k-3b', { text: 'burst' })),
    );
    expect(burst.map((r) => r.status).sort()).toContain(201);
    for (const r of burst) expect(r.status === 201 || r.body.code === 'idempotency_in_progress').toBe(true);
    expect(await effects(m.id)).toEqual({ notes: 2, events: 2 });
  });

  it('a crash after the commit (no answer kept): the retry learns it was carried out, no second effect', async () => {
    const m = await member();
    const answer = store.answer;
    store.answer = async () => {
      throw new Error('process died after commit');
    };
    try {
      const first = await post(m.bearer, 'k-4', { text: 'saved' });
      expect(first.status).toBe(201); // the answer itself still went out
    } finally {
      store.answer = answer;
    }
    const retry = await post(m.bearer, 'k-4', { text: 'saved' });
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ code: 'idempotency_applied', messageKey: 'error.idempotencyApplied' });
    expect(await effects(m.id)).toEqual({ notes: 1, events: 1 });
  });

  it('a 4xx is kept and replayed; 429 is not kept', async () => {
    const m = await member();
    const first = await post(m.bearer, 'k-5', { text: 'refuse' });
    expect(first.status).toBe(409);
    const again = await post(m.bearer, 'k-5', { text: 'refuse' });
    expect(again.status).toBe(409);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toMatchObject({ code: 'taken', field: 'text', messageKey: 'error.conflict' });
    await post(m.bearer, 'k-6', { text: 'later' });
    const [row] = await ports.database.db
      .select()
      .from(idempotencyKeys)
      .where(sql`caller = ${m.id} and key = 'k-6'`);
    expect(row).toBeUndefined();
  });

  it('a 5xx releases the key: the retry runs', async () => {
    const m = await member();
    hooks.failWith = () => {
      throw new Error('database went away');
    };
    try {
      expect((await post(m.bearer, 'k-7', { text: 'retry me' })).status).toBe(500);
    } finally {
      hooks.failWith = undefined;
    }
    const retry = await post(m.bearer, 'k-7', { text: 'retry me' });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBeUndefined();
    expect(await effects(m.id)).toEqual({ notes: 1, events: 1 });
  });

  it('a failure after the commit keeps the key spent (the write happened)', async () => {
    const m = await member();
    const answer = store.answer;
    // The handler's transaction commits, then keeping the answer fails: a late release is refused.
    store.answer = async () => {
      throw new Error('gone');
    };
    try {
      await post(m.bearer, 'k-8', { text: 'x' });
    } finally {
      store.answer = answer;
    }
    await store.release(m.id, 'k-8', (await store_row(m.id, 'k-8'))!.attempt);
    expect((await store_row(m.id, 'k-8'))!.state).toBe('applied');
  });

  it('an abandoned attempt (crashed before its commit) is taken over after its lease; expired keys start over', async () => {
    const m = await member();
    let now = new Date('2026-01-01T00:00:00Z');
    const timed = new IdempotencyStore(ports.database.db, { now: () => now, leaseMs: 60_000 });
    const first = await timed.claim(m.id, 'k-9', 'fp');
    expect(first.outcome).toBe('claimed');
    expect((await timed.claim(m.id, 'k-9', 'fp')).outcome).toBe('in-progress');
    now = new Date(now.getTime() + 61_000);
    const second = await timed.claim(m.id, 'k-9', 'fp');
    expect(second.outcome).toBe('claimed');
    // The first attempt, late, can no longer spend the key: its write rolls back.
    await expect(
      ports.database.db.transaction((tx) =>
        timed.markApplied(tx, m.id, 'k-9', (first as { attempt: string }).attempt),
      ),
    ).rejects.toThrow(/claim lost/);
    await timed.answer(m.id, 'k-9', (second as { attempt: string }).attempt, { kind: 'empty', status: 204 });
    expect((await timed.claim(m.id, 'k-9', 'fp')).outcome).toBe('replay');
    now = new Date(now.getTime() + 25 * 3600_000);
    expect((await timed.claim(m.id, 'k-9', 'other')).outcome).toBe('claimed');
    await timed.prune();
    expect(await store_row(m.id, 'k-9')).toBeDefined(); // fresh again after the restart
  });

  it('a claim whose process died is released within seconds; one whose request still runs keeps answering 409', async () => {
    const m = await member();
    let now = new Date('2026-02-01T00:00:00Z');
    const later = (ms: number) => (now = new Date(now.getTime() + ms));
    // Renewals on a short real timer; the lease is judged by the test's clock alone.
    const timed = new IdempotencyStore(ports.database.db, { now: () => now, renewEveryMs: 5 });
    expect(timed.leaseMs).toBeLessThanOrEqual(10_000);

    // Died between claim and answer: nothing renews the claim, and it is free after its lease.
    expect((await timed.claim(m.id, 'k-died', 'fp')).outcome).toBe('claimed');
    later(timed.leaseMs - 1_000);
    expect((await timed.claim(m.id, 'k-died', 'fp')).outcome).toBe('in-progress');
    later(1_000);
    expect((await timed.claim(m.id, 'k-died', 'fp')).outcome).toBe('claimed');

    // Still running: its holder renews the claim, so long after one lease a retry still waits.
    const running = await timed.claim(m.id, 'k-slow', 'fp');
    expect(running.outcome).toBe('claimed');
    const { attempt } = running as { attempt: string };
    const letGo = timed.holdClaim(m.id, 'k-slow', attempt);
    try {
      for (let lease = 0; lease < 3; lease++) {
        const at = later(timed.leaseMs + 1_000);
        await vi.waitFor(async () => expect((await store_row(m.id, 'k-slow'))!.claimedAt).toEqual(at));
        expect((await timed.claim(m.id, 'k-slow', 'fp')).outcome).toBe('in-progress');
      }
    } finally {
      await letGo();
    }
    // Its process dies (no more renewals): the next retry takes it over after one lease.
    later(timed.leaseMs);
    expect((await timed.claim(m.id, 'k-slow', 'fp')).outcome).toBe('claimed');
    await expect(
      ports.database.db.transaction((tx) => timed.markApplied(tx, m.id, 'k-slow', attempt)),
    ).rejects.toThrow(/claim lost/);
  });

  it('a write without events still replays; public writes take no key', async () => {
    const m = await member();
    const del = () =>
      request(app).delete('/api/test/notes').set('Authorization', m.bearer).set('Idempotency-Key', 'k-10');
    expect((await del()).status).toBe(204);
    const again = await del();
    expect(again.status).toBe(204);
    expect(again.headers['idempotency-replayed']).toBe('true');
    const self = () =>
      request(app).post('/api/test/self').set('Authorization', m.bearer).set('Idempotency-Key', 'k-11');
    const first = await self();
    const second = await self();
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    const pub = await request(app).post('/api/test/public').set('Idempotency-Key', 'not checked here');
    expect(pub.status).toBe(204);
  });

  it("an erased account's keys and answers go with it", async () => {
    const m = await member();
    await post(m.bearer, 'k-12', { text: 'mine' });
    expect(await store_row(m.id, 'k-12')).toBeDefined();
    await ports.bus.publish([
      envelopeOf('auth', {
        type: 'member.deleted',
        key: m.id,
        payload: { memberId: m.id, deletedAt: new Date().toISOString() },
      }),
    ]);
    await eventually(async () => (await store_row(m.id, 'k-12')) === undefined);
  });

  it('documents the header and its answers on write operations only', () => {
    const doc = buildOpenApi({ title: 't', version: '1' }, [
      { prefix: '/api/test', operations: api.operations },
    ]);
    const op = doc.paths['/api/test/notes']!.post as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '409', '422']));
    const pub = doc.paths['/api/test/public']!.post as { parameters: { name: string }[] };
    expect(pub.parameters.map((p) => p.name)).not.toContain('Idempotency-Key');
  });
});

async function store_row(caller: string, key: string) {
  const [row] = await ports.database.db
    .select()
    .from(idempotencyKeys)
    .where(sql`caller = ${caller} and key = ${key}`);
  return row;
}
