import type { EventEnvelope } from '@mawadda/contracts';
import { deliverWithRetry } from './deliver.js';
import type { EventBus, EventSubscription } from './event-bus.js';

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
    // Groups run side by side; within a group events go one by one, in order.
    await Promise.all(
      this.subscriptions.map(async (sub) => {
        for (const event of events)
          if (sub.producers.includes(event.producer)) await deliverWithRetry(sub, event);
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
