import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@mawadda/contracts';
import type { Database } from '../../src/db/database.js';
import type { EventBus } from '../../src/events/event-bus.js';
import { subscribeConsumer } from '../../src/events/inbox-consumer.js';
import { envelopeOf, Outbox } from '../../src/events/outbox.js';
import { OutboxRelay } from '../../src/events/outbox-relay.js';

const nAt = (n: number) => new Date(n).toISOString();
const nOf = (e: { payload: Record<string, unknown> | { at: string } }) =>
  Date.parse(String((e.payload as { at: unknown }).at));
import * as t from '../fixtures/contract-schema.js';
import { silentLogger } from '../support/silent-logger.js';
import { waitFor } from '../support/wait-for.js';

const tables = { outbox: t.outbox, inbox: t.inbox, deadLetters: t.deadLetters, relayLease: t.relayLease };
const migrations = path.resolve(import.meta.dirname, '../fixtures/drizzle');
const fastRetry = { initialDelayMs: 10, maxDelayMs: 40 };

/**
 * The EventBus port's contract (DESIGN §1: both adapters pass the same suite). Each test uses a
 * fresh producer name, so on Kafka it gets its own topic and consumer groups.
 */
export function eventBusContract(name: string, ports: { database: () => Database; newBus: () => EventBus }) {
  describe(`EventBus contract: ${name}`, () => {
    const buses: EventBus[] = [];
    const relays: OutboxRelay[] = [];
    let db: Database;
    let producer: string;
    const bus = () => {
      const b = ports.newBus();
      buses.push(b);
      return b;
    };
    // A registered type, so the consumer's registry check lets it through; `n` rides in `at`
    // (milliseconds since the epoch) to tell events apart.
    const event = (key: string, n: number): EventEnvelope =>
      envelopeOf(producer, { type: 'member.active', key, payload: { memberId: key, at: nAt(n) } });

    beforeAll(async () => {
      db = ports.database();
      await db.migrate(migrations, 'kit_contract');
    });
    beforeEach(async () => {
      producer = `contract-${randomUUID().slice(0, 8)}`;
      await db.db.execute(
        sql`truncate kit_contract.outbox, kit_contract.inbox, kit_contract.dead_letters, kit_contract.effects, kit_contract.relay_lease`,
      );
    });
    afterEach(async () => {
      await Promise.all(relays.splice(0).map((r) => r.stop()));
      await Promise.all(buses.splice(0).map((b) => b.close()));
    });

    it('keeps the order of events that share a key', async () => {
      const b = bus();
      const seen: EventEnvelope[] = [];
      await b.subscribe({
        group: `${producer}-g`,
        producers: [producer],
        handle: async (e) => void seen.push(e),
        deadLetter: async () => undefined,
      });
      const keys = ['m1', 'm2', 'm3'];
      for (let batch = 0; batch < 5; batch++) {
        await b.publish(Array.from({ length: 9 }, (_, i) => event(keys[i % 3]!, batch * 9 + i)));
      }
      await waitFor(() => expect(seen).toHaveLength(45));
      for (const key of keys) {
        const ns = seen.filter((e) => e.key === key).map((e) => nOf(e));
        expect(ns).toEqual([...ns].sort((a, b) => a - b));
        expect(ns).toHaveLength(15);
      }
    });

    it('passes over the events a subscription does not want, unread, and goes on past them', async () => {
      const b = bus();
      const wanted: number[] = [];
      const all: number[] = [];
      const read = (seen: number[]) => ({
        group: `${producer}-${seen === wanted ? 'wants' : 'all'}`,
        producers: [producer],
        handle: async (e: EventEnvelope) => void seen.push(nOf(e)),
        deadLetter: async () => undefined,
      });
      await b.subscribe({ ...read(wanted), wants: (type) => type !== 'member.active' });
      await b.subscribe(read(all));
      const other = (n: number): EventEnvelope =>
        envelopeOf(producer, {
          type: 'member.verified',
          key: 'k',
          payload: { memberId: 'k', kind: 'email', at: nAt(n) },
        });
      await b.publish([event('k', 0), other(1), event('k', 2), event('k', 3), other(4), event('k', 5)]);
      await waitFor(() => expect(all).toEqual([0, 1, 2, 3, 4, 5]));
      await waitFor(() => expect(wanted).toEqual([1, 4]));
      // Passed-over events at the end of what was read do not hold the next ones back.
      await b.publish([event('k', 6), other(7)]);
      await waitFor(() => expect(wanted).toEqual([1, 4, 7]));
    });

    it('redelivers an event whose handler failed until it succeeds, holding back later events of its key', async () => {
      const b = bus();
      const attempts = new Map<number, number>();
      const done: number[] = [];
      await b.subscribe({
        group: `${producer}-g`,
        producers: [producer],
        retry: { ...fastRetry, maxAttempts: 5 },
        handle: async (e) => {
          const n = nOf(e);
          attempts.set(n, (attempts.get(n) ?? 0) + 1);
          if (n === 1 && attempts.get(n)! < 3) throw new Error('transient');
          done.push(n);
        },
        deadLetter: async () => undefined,
      });
      await b.publish([event('k', 0), event('k', 1), event('k', 2)]);
      await waitFor(() => expect(done).toEqual([0, 1, 2]));
      expect(attempts.get(1)).toBe(3);
    });

    it('dead-letters an event after the last attempt and moves on', async () => {
      const b = bus();
      const done: number[] = [];
      const dead: { n: number; attempts: number; error: string }[] = [];
      await b.subscribe({
        group: `${producer}-g`,
        producers: [producer],
        retry: { ...fastRetry, maxAttempts: 3 },
        handle: async (e) => {
          if (nOf(e) === 1) throw new Error('poison');
          done.push(nOf(e));
        },
        deadLetter: async (e, err, n) =>
          void dead.push({ n: nOf(e), attempts: n, error: (err as Error).message }),
      });
      await b.publish([event('k', 0), event('k', 1), event('k', 2)]);
      await waitFor(() => expect(done).toEqual([0, 2]));
      expect(dead).toEqual([{ n: 1, attempts: 3, error: 'poison' }]);
    });

    it('applies a replayed event once through the inbox, and records dead letters in the table', async () => {
      const b = bus();
      await subscribeConsumer({
        bus: b,
        db: db.db,
        tables,
        logger: silentLogger,
        group: `${producer}-consumer`,
        producers: [producer],
        retry: { ...fastRetry, maxAttempts: 2 },
        handlers: {
          'member.active': async (e, tx) => {
            if (e.key === 'poison') throw new Error('cannot apply');
            await tx
              .insert(t.effects)
              .values({ key: e.key, count: 1 })
              .onConflictDoUpdate({ target: t.effects.key, set: { count: sql`${t.effects.count} + 1` } });
          },
        },
      });
      const once = event('replayed', 1);
      await b.publish([once]);
      await b.publish([once, event('poison', 2)]);
      await b.publish([once]);
      await waitFor(async () => expect(await db.db.select().from(t.deadLetters)).toHaveLength(1));
      await waitFor(async () =>
        expect(await db.db.select().from(t.effects)).toEqual([{ key: 'replayed', count: 1 }]),
      );
      const [dead] = await db.db.select().from(t.deadLetters);
      expect(dead).toMatchObject({
        consumer: `${producer}-consumer`,
        type: 'member.active',
        attempts: 2,
        error: 'Error: cannot apply',
      });
    });

    it('applies events in batches: one transaction each, replays skipped, a bad event dead-lettered alone, after-commit work in order', async () => {
      const b = bus();
      const afters: string[] = [];
      const units: number[] = [];
      let handled = 0;
      const count = (key: string) => ({ key, count: 1 });
      await subscribeConsumer({
        bus: b,
        db: db.db,
        tables,
        logger: silentLogger,
        group: `${producer}-batch`,
        producers: [producer],
        retry: { ...fastRetry, maxAttempts: 2 },
        batchSize: 50,
        unitOfWork: () => {
          handled = 0;
          return { finish: async () => void units.push(handled) };
        },
        handlers: {
          'member.active': async (e, tx) => {
            if (e.key === 'poison') throw new Error('cannot apply');
            handled++;
            const key = `${e.key}${nOf(e)}`;
            await tx
              .insert(t.effects)
              .values({ key, count: 1 })
              .onConflictDoUpdate({ target: t.effects.key, set: { count: sql`${t.effects.count} + 1` } });
            return () => void afters.push(key);
          },
        },
      });
      const replayed = event('a', 0);
      await b.publish([replayed]);
      await waitFor(async () => expect(afters).toEqual(['a0']));
      await b.publish([event('a', 1), replayed, event('a', 2), event('a', 3), event('a', 4)]);
      await waitFor(async () => expect(afters).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']));
      // In-process, one publish is one batch: its four fresh events in one unit of work.
      if (b.kind === 'memory') expect(units).toEqual([1, 4]);
      // A failing event rolls its batch back: the others are applied one by one, once, in order.
      await b.publish([event('a', 5), event('poison', 6), event('a', 7), replayed]);
      await waitFor(async () => expect(await db.db.select().from(t.deadLetters)).toHaveLength(1));
      await waitFor(async () =>
        expect(await db.db.select().from(t.effects).orderBy(t.effects.key)).toEqual(
          ['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a7'].map(count),
        ),
      );
      await waitFor(async () => expect(afters).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a7']));
    });

    it('skips, in a batch, a whole-state event a later one of its subject supersedes, recording it in the inbox', async () => {
      const b = bus();
      const handled: string[] = [];
      await subscribeConsumer({
        bus: b,
        db: db.db,
        tables,
        logger: silentLogger,
        group: `${producer}-snap`,
        producers: [producer],
        batchSize: 50,
        snapshots: { 'member.active': (e) => ({ subject: e.payload.memberId, version: nOf(e) }) },
        handlers: { 'member.active': async (e) => void handled.push(`${e.key}${nOf(e)}`) },
      });
      const sent = [event('m', 1), event('m', 3), event('n', 5), event('m', 2)];
      await b.publish(sent);
      const inbox = () =>
        db.db
          .select()
          .from(t.inbox)
          .where(eq(t.inbox.consumer, `${producer}-snap`));
      await waitFor(async () => expect(await inbox()).toHaveLength(4));
      // m1 is superseded by m3 (m2, older, comes after it and is handled, to be ignored by its
      // handler as stale); Kafka may split the batch, and then m1 is simply handled.
      if (b.kind === 'memory') expect(handled).toEqual(['m3', 'n5', 'm2']);
      else expect(handled.filter((h) => h !== 'm1').sort()).toEqual(['m2', 'm3', 'n5']);
    });

    /** A consumer of `member.active` alone, on a new bus, with the member ids it applied. */
    const applying = async (group: string) => {
      const b = bus();
      const applied: string[] = [];
      await subscribeConsumer({
        bus: b,
        db: db.db,
        tables,
        logger: silentLogger,
        group,
        producers: [producer],
        retry: { ...fastRetry, maxAttempts: 3 },
        handlers: {
          'member.active': async (e) => {
            applied.push(e.payload.memberId);
          },
        },
      });
      return { b, applied };
    };

    it('dead-letters an event of an unknown type or with a malformed payload at once, with the reason, and goes on', async () => {
      const { b, applied } = await applying(`${producer}-registry`);
      const good = event('good', 1);
      const unknown = { ...event('u', 2), type: 'member.teleported' };
      const malformed = { ...event('m', 3), payload: { memberId: 'm', at: 42, email: 'leak@example.com' } };
      await b.publish([unknown, malformed, good]);
      await waitFor(async () => expect(applied).toEqual(['good']));
      // Waited for, and ordered by type, not arrival: the three keys may sit on different Kafka
      // partitions, whose events arrive in no promised order, so the good one may be applied
      // before the others are dead-lettered.
      const deadLetters = () =>
        db.db
          .select()
          .from(t.deadLetters)
          .where(eq(t.deadLetters.consumer, `${producer}-registry`))
          .orderBy(desc(t.deadLetters.type));
      await waitFor(async () => expect(await deadLetters()).toHaveLength(2));
      const dead = await deadLetters();
      expect(dead.map((d) => [d.type, d.attempts])).toEqual([
        ['member.teleported', 1],
        ['member.active', 1],
      ]);
      expect(dead[0]!.error).toBe('unknown event type "member.teleported"');
      expect(dead[1]!.error).toMatch(/^malformed member.active payload: at invalid_type/);
      // The reason names the failing path, never a value out of the payload.
      expect(dead[1]!.error).not.toContain('leak@example.com');
    });

    it('skips a known type it has no handler for without reading its payload, never dead-lettering it', async () => {
      const { b, applied } = await applying(`${producer}-unhandled`);
      // Another consumer's event, malformed: the consumer that acts on it dead-letters it, not this one.
      const theirs = { ...event('theirs', 1), type: 'chat.message.sent', payload: { messageId: 42 } };
      await b.publish([theirs, event('mine', 2)]);
      await waitFor(async () => expect(applied).toEqual(['mine']));
      const dead = await db.db
        .select()
        .from(t.deadLetters)
        .where(eq(t.deadLetters.consumer, `${producer}-unhandled`));
      expect(dead).toEqual([]);
    });

    it('publishes what the last requests wrote when the process stops (graceful shutdown)', async () => {
      const received: string[] = [];
      const b = bus();
      await b.subscribe({
        group: `${producer}-flush-probe`,
        producers: [producer],
        handle: async (e) => void received.push(e.key),
        deadLetter: async () => undefined,
      });
      // A relay that polls rarely and was never woken: without the flush these would wait.
      const relay = new OutboxRelay({ db: db.db, tables, bus: b, logger: silentLogger, pollMs: 60_000 });
      let passes = 0;
      const drainOnce = relay.drainOnce.bind(relay);
      relay.drainOnce = async () => {
        const published = await drainOnce();
        passes += 1;
        return published;
      };
      relay.start();
      await waitFor(() => expect(passes).toBeGreaterThan(0)); // its first (empty) pass is over
      const outbox = new Outbox(producer, tables);
      await db.db.transaction((tx) =>
        outbox.append(tx, {
          type: 'member.active',
          key: 'flush-1',
          payload: { memberId: 'flush-1', at: nAt(1) },
        }),
      );
      await relay.flush();
      // Delivered, then marked published (a moment later: the mark follows the bus's answer).
      await waitFor(async () => {
        expect(received).toContain('flush-1');
        const [row] = await db.db.select().from(t.outbox).where(eq(t.outbox.key, 'flush-1'));
        expect(row!.publishedAt).not.toBeNull();
      });
      await b.close();
    });

    it('hands the lease on: at once after a clean stop, after leaseSeconds when its holder died', async () => {
      const b = bus();
      const outbox = new Outbox(producer, tables);
      const write = (key: string) =>
        db.db.transaction((tx) =>
          outbox.append(tx, { type: 'member.active', key, payload: { memberId: key, at: nAt(1) } }),
        );
      const published = async (key: string) =>
        (await db.db.select().from(t.outbox).where(eq(t.outbox.key, key)))[0]!.publishedAt !== null;
      // A process's relay publishes and stops cleanly: the next process's relay takes over at once.
      const first = new OutboxRelay({ db: db.db, tables, bus: b, logger: silentLogger, leaseSeconds: 60 });
      await write('lease-1');
      expect(await first.drainOnce()).toBe(1);
      await first.flush();
      const second = new OutboxRelay({ db: db.db, tables, bus: b, logger: silentLogger, leaseSeconds: 1 });
      await write('lease-2');
      expect(await second.drainOnce()).toBe(1);
      expect(await published('lease-2')).toBe(true);
      // The second dies holding the lease (no stop): a third waits for it to lapse, then publishes.
      await write('lease-3');
      const third = new OutboxRelay({ db: db.db, tables, bus: b, logger: silentLogger, leaseSeconds: 1 });
      expect(await third.drainOnce()).toBe(0);
      await waitFor(async () => expect(await third.drainOnce()).toBe(1), 5_000);
      expect(await published('lease-3')).toBe(true);
      await b.close();
    });

    it('loses nothing when the process dies with unsent outbox rows, or between publishing and marking', async () => {
      // Life 1: the state change and its events commit, then the process dies before any relay ran.
      const outbox = new Outbox(producer, tables);
      await db.db.transaction(async (tx) => {
        await outbox.append(
          tx,
          { type: 'member.active', key: 'a', payload: { memberId: 'a', at: nAt(1) } },
          { type: 'member.active', key: 'a', payload: { memberId: 'a', at: nAt(2) } },
        );
      });
      // Life 2: the relay publishes but dies before marking the rows published.
      const crashing = bus();
      const crashingRelay = new OutboxRelay({
        db: db.db,
        tables,
        logger: silentLogger,
        bus: {
          ...crashing,
          kind: crashing.kind,
          publish: async (evs) => {
            await crashing.publish(evs);
            throw new Error('killed');
          },
        } as EventBus,
      });
      await expect(crashingRelay.drainOnce()).rejects.toThrow('killed');
      await crashing.close();
      await db.db.execute(sql`update kit_contract.relay_lease set until = now() - interval '1 second'`);
      // Life 3: a fresh process with a consumer; everything arrives, and the duplicate is absorbed.
      const fresh = bus();
      await subscribeConsumer({
        bus: fresh,
        db: db.db,
        tables,
        logger: silentLogger,
        group: `${producer}-consumer`,
        producers: [producer],
        handlers: {
          'member.active': async (e, tx) => {
            await tx
              .insert(t.effects)
              .values({ key: `${e.key}${nOf(e)}`, count: 1 })
              .onConflictDoUpdate({ target: t.effects.key, set: { count: sql`${t.effects.count} + 1` } });
          },
        },
      });
      const relay = new OutboxRelay({ db: db.db, tables, bus: fresh, logger: silentLogger, pollMs: 20 });
      relays.push(relay);
      relay.start();
      await waitFor(async () =>
        expect(await db.db.select().from(t.effects).orderBy(t.effects.key)).toEqual([
          { key: 'a1', count: 1 },
          { key: 'a2', count: 1 },
        ]),
      );
      await waitFor(async () => {
        const rows = await db.db.select().from(t.outbox).where(eq(t.outbox.key, 'a'));
        expect(rows.map((r) => r.publishedAt !== null)).toEqual([true, true]);
      });
    });
  });
}
