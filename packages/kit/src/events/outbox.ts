import { randomUUID } from 'node:crypto';
import { EVENT_REGISTRY, type EventEnvelope, type EventPayloadIn, type EventType } from '@mawadda/contracts';
import { uuidv7 } from '../ids.js';
import { sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../db/array-params.js';
import type { Db } from '../db/database.js';
import type { PlatformTables } from './platform-tables.js';
import { markIdempotencyApplied, outsideIdempotencyScope } from '../idempotency/idempotency-context.js';

/**
 * An event a use case appends: its type must be in the contracts' registry and its payload of
 * that type's shape, so a producer cannot publish what no consumer could parse. The version is
 * the registry's.
 */
export type NewEvent<T extends EventType = EventType> = {
  [K in T]: { type: K; key: string; payload: EventPayloadIn<K> };
}[T];

/** The envelope of an event, its payload parsed by the registry (defaults applied, shape proven). */
export function envelopeOf(producer: string, e: NewEvent): EventEnvelope {
  const entry = EVENT_REGISTRY[e.type];
  return {
    id: uuidv7(),
    type: e.type,
    version: entry.version,
    occurredAt: new Date().toISOString(),
    producer,
    key: e.key,
    payload: entry.payload.parse(e.payload) as Record<string, unknown>,
  };
}

/**
 * Writes events into the service's outbox inside the caller's transaction, so an event exists
 * if and only if the state change committed; the relay is woken once the transaction commits.
 */
export class Outbox {
  constructor(
    readonly producer: string,
    private readonly tables: PlatformTables,
    private readonly wake: () => void = () => undefined,
  ) {}

  async append(tx: Db, ...events: NewEvent[]): Promise<EventEnvelope[]> {
    if (events.length === 1) {
      const env = envelopeOf(this.producer, events[0]!);
      await tx.insert(this.tables.outbox).values({ id: env.id, type: env.type, key: env.key, envelope: env });
      return [env];
    }
    if (!events.length) return [];
    const { envelopes, insert } = this.inserting(events);
    await tx.execute(insert);
    return envelopes;
  }

  /**
   * The insert of `events` as SQL to run inside a statement of the caller's (a data-modifying
   * `with`), so a use case that writes many rows in one statement writes its events in that one
   * too, a round trip fewer: the same rows as `append`, inserted in order so their sequence numbers
   * keep it. The events go as one array per column: drizzle builds one parameter each, not one per
   * row and column.
   */
  inserting(events: readonly NewEvent[]): { envelopes: EventEnvelope[]; insert: SQL } {
    const envelopes = events.map((e) => envelopeOf(this.producer, e));
    const column = (pick: (e: EventEnvelope) => string, type: 'uuid' | 'text') =>
      arrayParam(envelopes.map(pick), type);
    return {
      envelopes,
      insert: sql`insert into ${this.tables.outbox} (id, type, key, envelope)
            select id, type, key, envelope::jsonb
            from unnest(${column((e) => e.id, 'uuid')}, ${column((e) => e.type, 'text')},
              ${column((e) => e.key, 'text')}, ${column((e) => JSON.stringify(e), 'text')})
              with ordinality as t(id, type, key, envelope, n)
            order by n`,
    };
  }

  /**
   * A use case's unit of work: one transaction, then a wake-up so its events go out at once, not
   * at the next poll (a rollback wakes nothing). Use cases call this so none forgets the wake-up.
   */
  /** @deprecated Transitional: use cases move to `inTransaction`, which wakes the relay itself. */
  notify(): void {
    this.wake();
  }

  async inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const done = await work(tx);
      // Under a request's `Idempotency-Key`: the key is spent in the write's own transaction, so a
      // crash after the commit still leaves the retry knowing it was carried out.
      await markIdempotencyApplied(tx);
      return done;
    });
    outsideIdempotencyScope(this.wake);
    return result;
  }
}

export const newRelayOwner = () => `${process.pid}-${randomUUID().slice(0, 8)}`;
