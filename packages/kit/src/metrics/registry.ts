import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics at `/metrics`: Node's own, HTTP requests by route and status, and what
 * services register. One per process: embedded services share it, each series naming its service.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics });

/**
 * Requests by method, route pattern (never the URL: ids would make a series per member) and
 * status. `route` is the matched pattern (`/api/cms/pages/:slug`), `edge` for what the edge
 * answered from a public cache, and `unmatched` for the rest (the site's files, a 404).
 */
export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

/** Events each service's outbox holds unpublished, and how old the oldest is. */
export const outboxBacklog = new Gauge({
  name: 'outbox_backlog_events',
  help: 'Events written to an outbox and not yet published',
  labelNames: ['service'] as const,
  registers: [metrics],
});
export const outboxAge = new Gauge({
  name: 'outbox_oldest_unpublished_age_seconds',
  help: 'Age of the oldest unpublished event of an outbox (0 when empty)',
  labelNames: ['service'] as const,
  registers: [metrics],
});
export const deadLetters = new Gauge({
  name: 'dead_letters_total',
  help: 'Events a consumer gave up on, kept in its dead_letters table',
  labelNames: ['service'] as const,
  registers: [metrics],
});
/** Events applied by a consumer, and the lag between an event's creation and its handling. */
export const consumed = new Counter({
  name: 'events_consumed_total',
  help: 'Events handled by a consumer group',
  labelNames: ['group', 'outcome'] as const,
  registers: [metrics],
});
export const consumerLag = new Histogram({
  name: 'event_consumer_lag_seconds',
  help: 'Time from an event being written to a consumer group handling it',
  labelNames: ['group'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [metrics],
});

/**
 * Gauges read when scraped: each service adds a reader for its own tables (`outbox-metrics.ts`);
 * a reader that fails (its engine is down) leaves its last values, and readiness says why.
 */
const readers = new Set<() => Promise<void>>();
export function onScrape(read: () => Promise<void>): () => void {
  readers.add(read);
  return () => readers.delete(read);
}

/** The text a scrape gets, the readers refreshed first. */
export async function scrape(): Promise<string> {
  await Promise.all([...readers].map((read) => read().catch(() => undefined)));
  return metrics.metrics();
}

/** Connections a process holds open (chat's sockets), read at each scrape. */
export const socketsConnected = new Gauge({
  name: 'sockets_connected',
  help: 'Socket.IO connections open on this process',
  labelNames: ['service'] as const,
  registers: [metrics],
});

/** Reads of the in-memory row caches of the embedded mode (db/row-cache.ts), by outcome. */
export const rowCacheReads = new Counter({
  name: 'row_cache_reads_total',
  help: 'Reads of an in-memory row cache: hit, miss (read from the database) or off (not caching)',
  labelNames: ['cache', 'result'] as const,
  registers: [metrics],
});
