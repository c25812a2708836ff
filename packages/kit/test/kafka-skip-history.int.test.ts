import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KafkaEventBus } from '../src/events/kafka-event-bus.js';
import {
  DELIVERY_PATHS,
  oneKeyEvent as event,
  recordingSubscription,
} from './support/recording-subscription.js';
import { silentLogger } from './support/silent-logger.js';

// Test apps share one cluster: a bus that skips history must hand a new group only what was
// published after it subscribed, on both delivery paths, and a group that has committed resumes.
const newBus = (skipHistory: boolean) =>
  new KafkaEventBus({
    brokers: process.env.KAFKA_BROKERS!.split(','),
    clientId: 'skip-history',
    logger: silentLogger,
    skipHistory,
  });

// The events go on one key, so one partition: what came before `after` would come before it.
describe('Kafka bus that skips history', () => {
  for (const path of DELIVERY_PATHS)
    it(`delivers ${path} only what was published after subscribe`, async () => {
      const producer = `history-${randomUUID().slice(0, 8)}`;
      const writer = newBus(false);
      const reader = newBus(true);
      try {
        await writer.publish([event(producer), event(producer)]);
        const { seen, subscription } = recordingSubscription('reader', producer, path);
        await reader.subscribe(subscription);
        const after = event(producer);
        await writer.publish([after]);
        await expect.poll(() => seen, { timeout: 60_000 }).toContain(after.id);
        expect(seen).toEqual([after.id]);
      } finally {
        await Promise.all([writer.close(), reader.close()]);
      }
    });
});
