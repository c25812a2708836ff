import type { EventEnvelope } from '@mawadda/contracts';
import { DEFAULT_RETRY, type EventSubscription } from './event-bus.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The mark an error sets to say "not yet, try again" (kafkajs uses the same one). */
const isRetriable = (error: unknown) => (error as { retriable?: unknown } | null)?.retriable === true;

/**
 * Hands one event to a subscription, retrying with exponential backoff, then dead-letters it.
 * Both bus adapters deliver through here, so retry semantics are the same in both modes.
 * It blocks the stream while retrying: later events of the same key must not overtake.
 */
export async function deliverWithRetry(
  sub: EventSubscription,
  event: EventEnvelope,
  /**
   * Kafka's `heartbeat` of the message being handled: called while waiting for an engine, so a
   * consumer that waits longer than its session is not taken for dead and rebalanced away.
   */
  heartbeat?: () => Promise<void>,
): Promise<void> {
  const policy = { ...DEFAULT_RETRY, ...sub.retry };
  for (let attempt = 1, waits = 0; ; attempt++, waits++) {
    try {
      await sub.handle(event);
      return;
    } catch (error) {
      // An engine the handler needs is down ("not yet", e.g. search's Elasticsearch): retrying
      // mends it once the engine is back, so the event waits for it instead of being
      // dead-lettered, i.e. lost to the read model. The attempt does not count.
      if (isRetriable(error)) {
        attempt--;
        await sleep(Math.min(policy.initialDelayMs * 2 ** Math.min(waits, 16), policy.maxDelayMs));
        await heartbeat?.().catch(() => undefined);
        continue;
      }
      if (attempt >= policy.maxAttempts) {
        await sub.deadLetter(event, error, attempt);
        return;
      }
      await sleep(Math.min(policy.initialDelayMs * 2 ** (attempt - 1), policy.maxDelayMs));
    }
  }
}

/**
 * Hands a run of one stream's events to the batch path. A retriable failure retries the whole batch
 * after a wait; any other falls back to one by one, so one bad event is dead-lettered alone, and as
 * the failed batch took no effect, none is applied twice.
 */
export async function deliverBatch(
  sub: EventSubscription,
  events: readonly EventEnvelope[],
  heartbeat?: () => Promise<void>,
): Promise<void> {
  if (!sub.handleBatch || events.length < 2) {
    for (const event of events) await deliverWithRetry(sub, event, heartbeat);
    return;
  }
  const policy = { ...DEFAULT_RETRY, ...sub.retry };
  for (let waits = 0; ; waits++) {
    try {
      await sub.handleBatch(events);
      return;
    } catch (error) {
      if (!isRetriable(error)) break;
      await sleep(Math.min(policy.initialDelayMs * 2 ** Math.min(waits, 16), policy.maxDelayMs));
      await heartbeat?.().catch(() => undefined);
    }
  }
  for (const event of events) await deliverWithRetry(sub, event, heartbeat);
}
