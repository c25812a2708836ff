import type { EventEnvelope } from '@mawadda/contracts';
import { DEFAULT_RETRY, type EventSubscription } from './event-bus.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Hands one event to a subscription, retrying with exponential backoff, then dead-letters it.
 * Both bus adapters deliver through here, so retry semantics are the same in both modes.
 * It blocks the stream while retrying: later events of the same key must not overtake.
 */
export async function deliverWithRetry(sub: EventSubscription, event: EventEnvelope): Promise<void> {
  const policy = { ...DEFAULT_RETRY, ...sub.retry };
  for (let attempt = 1; ; attempt++) {
    try {
      await sub.handle(event);
      return;
    } catch (error) {
      if (attempt >= policy.maxAttempts) {
        await sub.deadLetter(event, error, attempt);
        return;
      }
      await sleep(Math.min(policy.initialDelayMs * 2 ** (attempt - 1), policy.maxDelayMs));
    }
  }
}
