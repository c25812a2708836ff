import {
  isEventType,
  parseEvent,
  type EventEnvelope,
  type EventType,
  type ParsedEvent,
} from '@mawadda/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { transact } from '../db/after-commit.js';
import { arrayParam } from '../db/array-params.js';
import { rowsOf, type Db } from '../db/database.js';
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

/** See `ConsumerOptions.unitOfWork`. */
export interface UnitOfWork {
  /** In the transaction, after the handlers, before the commit; a throw rolls it all back. */
  finish(): Promise<void>;
}

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
  /**
   * Apply events in batches of up to this many, each batch in one transaction (see
   * `applyBatch`), instead of one transaction per event: for a consumer that must catch up on
   * thousands of events after an outage (search). Unset: one by one.
   */
  batchSize?: number;
  /**
   * Work around the handlers of one transaction (one event's, or a batch's). Search gathers its
   * index writes while the handlers run and sends them in `finish` as one bulk request.
   */
  unitOfWork?: (tx: Db) => UnitOfWork;
  /**
   * Whole-state event types, with subject and version. In a batch, one followed (nothing else of
   * its key between) by a newer one of its subject is recorded but not run: the later contains it.
   */
  snapshots?: { [T in EventType]?: (event: ParsedEvent<T>) => { subject: string; version: number } };
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
  await transact(db, async (tx) => {
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

const runAfter = (log: Logger, eventId: string, after: AfterCommit) =>
  Promise.resolve()
    .then(after)
    .catch((err: unknown) => log.warn({ err, eventId }, 'after-commit work failed'));

type Work = { envelope: EventEnvelope; event: ParsedEvent; handler: EventHandler };

/**
 * A known event type this consumer has no handler for: skipped before its payload is parsed, and
 * by the bus before the event is even read (`EventSubscription.wants`). A topic carries every event
 * of its producer (chat's carries each message sent), and a consumer that wants only the topic's
 * rare events (auth's audit log) need not read every one: the consumers that act on an event check
 * it. An unknown type is still dead-lettered, as it tells of a producer newer than this consumer.
 */
const ignoredType = (o: ConsumerOptions, type: string) => isEventType(type) && !o.handlers[type];
const ignored = (o: ConsumerOptions, envelope: EventEnvelope) => ignoredType(o, envelope.type);

/** See `ConsumerOptions.snapshots`: walks the batch from its end, per envelope key. */
function supersededIn(o: ConsumerOptions, work: readonly Work[]): Set<Work> {
  const superseded = new Set<Work>();
  if (!o.snapshots) return superseded;
  // Per envelope key: the type of its latest run of events and, per subject, the newest version.
  const runs = new Map<string, { type: string; newest: Map<string, number> }>();
  for (let i = work.length - 1; i >= 0; i--) {
    const w = work[i]!;
    const of = o.snapshots[w.event.type] as
      ((e: ParsedEvent) => { subject: string; version: number }) | undefined;
    const snap = of?.(w.event);
    let run = runs.get(w.envelope.key);
    if (!snap || run?.type !== w.event.type) {
      run = { type: snap ? w.event.type : '', newest: new Map() };
      runs.set(w.envelope.key, run);
    }
    if (!snap) continue;
    const newer = run.newest.get(snap.subject);
    if (newer !== undefined && newer >= snap.version) superseded.add(w);
    else run.newest.set(snap.subject, snap.version);
  }
  return superseded;
}

/**
 * Applies a run of one stream's events in ONE transaction: claims their inbox rows (skipping those
 * applied before), runs each handler in order, commits, then the after-commit work. A throw rolls
 * the whole batch back, so the bus can redeliver one by one without any applied twice.
 */
async function applyBatch(o: ConsumerOptions, log: Logger, envelopes: readonly EventEnvelope[]) {
  const work: Work[] = [];
  for (const envelope of envelopes) {
    if (ignored(o, envelope)) continue;
    const parsed = parseEvent(envelope);
    if (!parsed.ok) {
      await deadLetter(o, log, envelope, parsed.reason, 1);
      continue;
    }
    const handler = o.handlers[parsed.event.type] as EventHandler | undefined;
    if (handler) work.push({ envelope, event: parsed.event, handler });
  }
  if (work.length === 0) return;
  const superseded = supersededIn(o, work);
  const applied: { envelope: EventEnvelope; after?: AfterCommit | void }[] = [];
  await transact(o.db, async (tx) => {
    // Claimed before the effects, as in applyOnce: a concurrent delivery of the same event (a
    // rebalance) waits on these rows and then skips them, instead of applying them too.
    // The ids as one array parameter: one statement text whatever the run's length (array-params.ts).
    const fresh = rowsOf<{ event_id: string }>(
      await tx.execute(sql`
        insert into ${o.tables.inbox} (event_id, consumer)
        select id, ${o.group} from unnest(${arrayParam(
          work.map((w) => w.envelope.id),
          'uuid',
        )}) as id
        on conflict do nothing
        returning event_id`),
    );
    const claimed = new Set(fresh.map((r) => r.event_id));
    const unit = o.unitOfWork?.(tx);
    for (const w of work) {
      // Deleted once used: an event published twice may sit twice in one batch.
      if (!claimed.delete(w.envelope.id)) continue;
      if (superseded.has(w)) {
        applied.push({ envelope: w.envelope });
        continue;
      }
      applied.push({ envelope: w.envelope, after: await w.handler(w.event, tx) });
    }
    await unit?.finish();
  });
  for (const { envelope, after } of applied) {
    consumed.inc({ group: o.group, outcome: 'applied' });
    const lag = (Date.now() - Date.parse(envelope.occurredAt)) / 1000;
    if (Number.isFinite(lag)) consumerLag.observe({ group: o.group }, Math.max(0, lag));
    if (after) await runAfter(log, envelope.id, after);
  }
}

/**
 * Subscribes a service to its events. Every envelope is parsed against the contracts' registry
 * first: an unknown type or failing payload goes straight to `dead_letters`, as retrying cannot
 * mend it. Known types without a handler here are acknowledged and skipped, unparsed (`ignored`).
 */
export async function subscribeConsumer(o: ConsumerOptions): Promise<void> {
  const log = o.logger.child({ consumer: o.group });
  await o.bus.subscribe({
    group: o.group,
    producers: o.producers,
    // The bus passes over what is ignored before reading it; `ignored` still checks an event
    // whose type came only inside it (a Kafka message without the header).
    wants: (type) => !ignoredType(o, type),
    retry: o.retry,
    handle: async (envelope) => {
      if (ignored(o, envelope)) return;
      const parsed = parseEvent(envelope);
      if (!parsed.ok) return deadLetter(o, log, envelope, parsed.reason, 1);
      const handler = o.handlers[parsed.event.type] as EventHandler | undefined;
      if (!handler) return;
      const applied: { after?: AfterCommit | void } = {};
      await applyOnce(o.db, o.tables, o.group, envelope, async (tx) => {
        const unit = o.unitOfWork?.(tx);
        applied.after = await handler(parsed.event, tx);
        await unit?.finish();
      });
      consumed.inc({ group: o.group, outcome: 'applied' });
      const lag = (Date.now() - Date.parse(envelope.occurredAt)) / 1000;
      if (Number.isFinite(lag)) consumerLag.observe({ group: o.group }, Math.max(0, lag));
      // The effect is committed: what follows is a courtesy to live connections, so its failure
      // is logged and never makes the bus deliver the event again.
      if (applied.after) await runAfter(log, envelope.id, applied.after);
    },
    ...(o.batchSize && {
      batchSize: o.batchSize,
      handleBatch: (envelopes: readonly EventEnvelope[]) => applyBatch(o, log, envelopes),
    }),
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
