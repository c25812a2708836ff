import type { EventEnvelope } from '@mawadda/contracts';
import type { EventSubscription } from '../../src/events/event-bus.js';
import { envelopeOf } from '../../src/events/outbox.js';

/** The bus's two delivery paths: a handler per event, or a batch handler beside it. */
export const DELIVERY_PATHS = ['one by one', 'in batches'] as const;
export type DeliveryPath = (typeof DELIVERY_PATHS)[number];

/** A subscription on `path` that records the ids it is handed, in order, in `seen`. */
export function recordingSubscription(group: string, producer: string, path: DeliveryPath) {
  const seen: string[] = [];
  const record = (events: readonly EventEnvelope[]) => void seen.push(...events.map((e) => e.id));
  const subscription: EventSubscription = {
    group,
    producers: [producer],
    handle: async (e) => record([e]),
    ...(path === 'in batches' ? { handleBatch: async (events) => record(events) } : {}),
    deadLetter: async () => undefined,
  };
  return { seen, subscription };
}

/** An event of `producer` on one key, so one partition: Kafka keeps these in publishing order. */
export const oneKeyEvent = (producer: string) =>
  envelopeOf(producer, {
    type: 'member.active',
    key: 'm',
    payload: { memberId: 'm', at: new Date().toISOString() },
  });
