import type { EventEnvelope } from '@mawadda/contracts';
import type { Db } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import type { EventBus, RetryPolicy } from './event-bus.js';
import type { PlatformTables } from './platform-tables.js';

export type EventHandler = (event: EventEnvelope, tx: Db) => Promise<void>;

export interface ConsumerOptions {
  bus: EventBus;
  db: Db;
  tables: PlatformTables;
  logger: Logger;
  /** The consuming service's name: its consumer group and its inbox's consumer column. */
  group: string;
  producers: string[];
  handlers: Record<string, EventHandler>;
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

/** Subscribes a service to the events it reacts to; unknown types are acknowledged and skipped. */
export async function subscribeConsumer(o: ConsumerOptions): Promise<void> {
  const log = o.logger.child({ consumer: o.group });
  await o.bus.subscribe({
    group: o.group,
    producers: o.producers,
    retry: o.retry,
    handle: async (event) => {
      const handler = o.handlers[event.type];
      if (!handler) return;
      await applyOnce(o.db, o.tables, o.group, event, (tx) => handler(event, tx));
    },
    deadLetter: async (event, error, attempts) => {
      log.error({ err: error, eventId: event.id, type: event.type, attempts }, 'event dead-lettered');
      await o.db.insert(o.tables.deadLetters).values({
        consumer: o.group,
        eventId: event.id,
        type: event.type,
        envelope: event,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        attempts,
      });
    },
  });
}
