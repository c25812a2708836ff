import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventEnvelope } from '@mawadda/contracts';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import type { Database } from '../src/db/database.js';
import { MemoryEventBus } from '../src/events/memory-event-bus.js';
import { Outbox } from '../src/events/outbox.js';
import { OutboxRelay } from '../src/events/outbox-relay.js';
import * as t from './fixtures/contract-schema.js';
import { silentLogger } from './support/silent-logger.js';

// How the relay spends its passes under a stream of commits: what it costs a busy service per
// event, not the delivery guarantees (the event-bus contract holds those on both buses).
const tables = { outbox: t.outbox, inbox: t.inbox, deadLetters: t.deadLetters, relayLease: t.relayLease };
const migrations = path.resolve(import.meta.dirname, 'fixtures/drizzle');

let database: Database;
const relays: OutboxRelay[] = [];
beforeAll(async () => {
  database = await openPgliteDatabase();
  await database.migrate(migrations, 'kit_contract');
});
afterAll(() => database.close());
beforeEach(() =>
  database.db.execute(sql`truncate kit_contract.outbox, kit_contract.relay_lease, kit_contract.inbox`),
);
afterEach(() => Promise.all(relays.splice(0).map((r) => r.stop())));

/** A relay on a bus that records each publish's events, and an outbox that wakes it. */
function relayed(options: { gatherMs?: number; pollMs?: number } = {}) {
  const published: EventEnvelope[][] = [];
  const bus = new MemoryEventBus();
  const publish = bus.publish.bind(bus);
  bus.publish = async (events) => {
    published.push([...events]);
    await publish(events);
  };
  const relay = new OutboxRelay({
    db: database.db,
    tables,
    bus,
    logger: silentLogger,
    pollMs: 60_000,
    ...options,
  });
  relays.push(relay);
  const outbox = new Outbox('relay-passes', tables, relay.wake);
  const commit = (key: string) =>
    outbox.inTransaction(database.db, (tx) =>
      outbox.append(tx, {
        type: 'member.active',
        key,
        payload: { memberId: key, at: new Date(0).toISOString() },
      }),
    );
  return { relay, published, commit };
}

describe('outbox relay passes', () => {
  it('publishes the first commit after a quiet spell at once, and gathers the commits that follow', async () => {
    // The relay's clock alone is faked, so the test says when time passes between commits.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { relay, published, commit } = relayed({ gatherMs: 400 });
      relay.start();
      await vi.advanceTimersByTimeAsync(1_000); // its first poll finds nothing
      await commit('first');
      await vi.advanceTimersByTimeAsync(1);
      await expect.poll(() => published.flat().map((e) => e.key)).toEqual(['first']);
      // Commits 50 ms apart, each waking the relay: they wait out the 400 ms and go in one pass.
      for (let i = 0; i < 6; i++) {
        await commit(`next-${i}`);
        await vi.advanceTimersByTimeAsync(50);
      }
      await vi.advanceTimersByTimeAsync(400);
      await expect.poll(() => published.flat()).toHaveLength(7);
      expect(published.map((p) => p.length)).toEqual([1, 6]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes the lease once, not in every pass, while it is surely still its own', async () => {
    const { relay, commit } = relayed();
    const leaseUntil = async () =>
      (await database.db.select().from(t.relayLease).where(eq(t.relayLease.id, 1)))[0]?.until;
    await commit('a');
    expect(await relay.drainOnce()).toBe(1);
    const taken = await leaseUntil();
    expect(taken).toBeDefined();
    await commit('b');
    expect(await relay.drainOnce()).toBe(1);
    await commit('c');
    expect(await relay.drainOnce()).toBe(1);
    // Renewing is a write of its own: a pass that renewed would have moved the lease's end.
    expect(await leaseUntil()).toEqual(taken);
  });

  it('leaves waking to the lease holder: a relay that found the lease taken waits for its poll', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const holder = relayed();
      const other = relayed({ pollMs: 300 });
      await holder.commit('held');
      expect(await holder.relay.drainOnce()).toBe(1);
      let passes = 0;
      const drainOnce = other.relay.drainOnce.bind(other.relay);
      other.relay.drainOnce = () => (passes++, drainOnce());
      other.relay.start();
      await other.commit('x');
      await vi.advanceTimersByTimeAsync(1);
      await expect.poll(() => passes).toBe(1);
      // Its pass found the lease held: its own commits' wakes run no passes; its next poll does.
      for (let i = 0; i < 5; i++) {
        await other.commit(`y-${i}`);
        await vi.advanceTimersByTimeAsync(20);
      }
      expect(passes).toBe(1);
      await vi.advanceTimersByTimeAsync(300);
      await expect.poll(() => passes).toBe(2);
      expect(other.published).toEqual([]);
      await holder.relay.drainOnce();
      expect(holder.published.flat()).toHaveLength(7);
    } finally {
      vi.useRealTimers();
    }
  });
});
