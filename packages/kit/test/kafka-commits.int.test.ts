import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { describe, expect, it } from 'vitest';
import { topicOf } from '@mawadda/contracts';
import { KafkaEventBus } from '../src/events/kafka-event-bus.js';
import {
  DELIVERY_PATHS,
  oneKeyEvent as event,
  recordingSubscription,
} from './support/recording-subscription.js';
import { silentLogger } from './support/silent-logger.js';

// A consumer commits what it applied at most once an interval, not after every fetch as kafkajs
// does: the first offset at once, the rest when due, and everything applied on a clean stop.
const brokers = () => process.env.KAFKA_BROKERS!.split(',');
const newBus = () =>
  new KafkaEventBus({
    brokers: brokers(),
    clientId: 'commits',
    logger: silentLogger,
    commitIntervalMs: 600_000,
  });

// The events go on one key, so one partition, whose committed offset is the count applied.
async function committed(groupId: string, topic: string): Promise<number> {
  const admin = new Kafka({
    brokers: brokers(),
    clientId: 'commits-probe',
    logLevel: logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    const [offsets] = await admin.fetchOffsets({ groupId, topics: [topic] });
    return Math.max(0, ...offsets!.partitions.map((p) => Number(p.offset)));
  } finally {
    await admin.disconnect();
  }
}

describe('Kafka consumer offset commits', () => {
  for (const path of DELIVERY_PATHS)
    it(`${path}: the first at once, the next when due, all on a clean stop`, async () => {
      const producer = `commits-${randomUUID().slice(0, 8)}`;
      const group = `reader-${randomUUID().slice(0, 8)}`;
      const writer = newBus();
      const reader = newBus();
      try {
        const { seen, subscription } = recordingSubscription(group, producer, path);
        await reader.subscribe(subscription);
        const first = event(producer);
        await writer.publish([first]);
        await expect.poll(() => seen, { timeout: 60_000 }).toContain(first.id);
        await expect.poll(() => committed(group, topicOf(producer)), { timeout: 30_000 }).toBe(1);
        // Each in its own fetch: kafkajs would commit after every one.
        for (let i = 0; i < 5; i++) {
          const next = event(producer);
          await writer.publish([next]);
          await expect.poll(() => seen, { timeout: 30_000 }).toContain(next.id);
        }
        expect(await committed(group, topicOf(producer))).toBe(1);
        await reader.close();
        expect(await committed(group, topicOf(producer))).toBe(6);
      } finally {
        await Promise.all([writer.close(), reader.close()]);
      }
    });
});
