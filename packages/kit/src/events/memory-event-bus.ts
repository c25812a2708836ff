import type { EventEnvelope } from '@mawadda/contracts';
import { deliverBatch } from './deliver.js';
import { DEFAULT_BATCH_SIZE, type EventBus, type EventSubscription } from './event-bus.js';

/**
 * In-process dispatch for the embedded mode. Durability comes from the outbox: the relay marks
 * a row published only after `publish` resolved, i.e. after every subscriber handled or
 * dead-lettered it, so a crash in between means redelivery (which inboxes make harmless).
 */
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory';
  private readonly subscriptions: EventSubscription[] = [];
  private closed = false;

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
    // Groups run side by side; within a group events go in order, one by one or, to a
    // subscription with a batch path, in runs of what this publish carries.
    await Promise.all(
      this.subscriptions.map(async (sub) => {
        const mine = events.filter(
          (e) => sub.producers.includes(e.producer) && (sub.wants?.(e.type) ?? true),
        );
        const size = Math.max(1, sub.batchSize ?? DEFAULT_BATCH_SIZE);
        for (let i = 0; i < mine.length; i += size) await deliverBatch(sub, mine.slice(i, i + size));
      }),
    );
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    this.subscriptions.push(subscription);
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('event bus is closed');
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}
