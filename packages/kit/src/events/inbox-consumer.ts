import { parseEvent, type EventEnvelope, type EventType, type ParsedEvent } from '@mawadda/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import type { EventBus, RetryPolicy } from './event-bus.js';
import type { PlatformTables } from './platform-tables.js';
import { consumed, consumerLag } from '../metrics/registry.js';

/**
 * Work a handler leaves for after its transaction has committed: telling live connections (chat's
 * sockets) about a change must not happen before the change is there for them to read.
 */
export type AfterCommit = () => void | Promise<void>;

/**
 * A consumer's reaction to one event type: its payload arrives parsed by the contracts' registry.
 * It may answer an `AfterCommit`, run once the inbox transaction committed (never on a replay).
 */
export type EventHandler<T extends EventType = EventType> = (
  event: ParsedEvent<T>,
  tx: Db,
) => Promise<void | AfterCommit>;
export type EventHandlers = { [T in EventType]?: EventHandler<T> };

export interface ConsumerOptions {
  bus: EventBus;
  db: Db;
  tables: PlatformTables;
  logger: Logger;
  /** The consuming service's name: its consumer group and its inbox's consumer column. */
  group: string;
  producers: string[];
  handlers: EventHandlers;
  retry?: Partial<RetryPolicy>;
}

/**
 * Applies an event's effect and records its id in the inbox in one transaction, so an event
 * delivered twice (replay, relay crash, Kafka rebalance) takes effect once.
 */
export async function applyOnce(
  db: Db,
  tables: PlatformTables,
  consumer: string,
  event: EventEnvelope,
  effect: (tx: Db) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const fresh = await tx
      .insert(tables.inbox)
      .values({ eventId: event.id, consumer })
      .onConflictDoNothing()
      .returning({ eventId: tables.inbox.eventId });
    if (fresh.length === 0) return;
    await effect(tx);
  });
}

async function deadLetter(
  o: ConsumerOptions,
  log: Logger,
  event: EventEnvelope,
  reason: string,
  attempts: number,
) {
  // The reason names paths and types only; the envelope itself stays in the table, not the log.
  // Kafka delivers at least once: an event dead-lettered just before a rebalance or a crash (its
  // offset not yet committed) comes again. One row per event and consumer, like the inbox.
  const { deadLetters } = o.tables;
  const already = await o.db
    .select({ id: deadLetters.id })
    .from(deadLetters)
    .where(and(eq(deadLetters.consumer, o.group), eq(deadLetters.eventId, event.id)))
    .limit(1);
  if (already.length) return;
  log.error({ eventId: event.id, type: event.type, attempts, reason }, 'event dead-lettered');
  await o.db.insert(o.tables.deadLetters).values({
    consumer: o.group,
    eventId: event.id,
    type: event.type,
    envelope: event,
    error: reason,
    attempts,
  });
}

/**
 * Subscribes a service to the events it reacts to. Every envelope is parsed against the
 * contracts' registry first: a type the registry does not know, or a payload that fails its
 * schema, goes straight to `dead_letters` with the reason (retrying cannot mend it). Known types
 * this consumer has no handler for are acknowledged and skipped.
 */
export async function subscribeConsumer(o: ConsumerOptions): Promise<void> {
  const log = o.logger.child({ consumer: o.group });
  await o.bus.subscribe({
    group: o.group,
    producers: o.producers,
    retry: o.retry,
    handle: async (envelope) => {
      const parsed = parseEvent(envelope);
      if (!parsed.ok) return deadLetter(o, log, envelope, parsed.reason, 1);
      const handler = o.handlers[parsed.event.type] as EventHandler | undefined;
      if (!handler) return;
      const applied: { after?: AfterCommit | void } = {};
      await applyOnce(o.db, o.tables, o.group, envelope, async (tx) => {
        applied.after = await handler(parsed.event, tx);
      });
      consumed.inc({ group: o.group, outcome: 'applied' });
      const lag = (Date.now() - Date.parse(envelope.occurredAt)) / 1000;
      if (Number.isFinite(lag)) consumerLag.observe({ group: o.group }, Math.max(0, lag));
      // The effect is committed: what follows is a courtesy to live connections, so its failure
      // is logged and never makes the bus deliver the event again.
      if (applied.after)
        await Promise.resolve()
          .then(applied.after)
          .catch((err: unknown) => log.warn({ err, eventId: envelope.id }, 'after-commit work failed'));
    },
    deadLetter: (event, error, attempts) => {
      consumed.inc({ group: o.group, outcome: 'dead-lettered' });
      return deadLetter(
        o,
        log,
        event,
        error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        attempts,
      );
    },
  });
}
