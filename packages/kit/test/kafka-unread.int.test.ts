import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { topicOf } from '@mawadda/contracts';
import { KafkaEventBus } from '../src/events/kafka-event-bus.js';
import {
  DELIVERY_PATHS,
  oneKeyEvent as event,
  recordingSubscription,
} from './support/recording-subscription.js';

// What a consumer does not want is passed over by the `event-type` header, before its value is
// read, and a value that is not even JSON is skipped with a log: neither stops what follows.
const brokers = () => process.env.KAFKA_BROKERS!.split(',');

describe('Kafka messages a consumer does not read', () => {
  for (const path of DELIVERY_PATHS)
    it(`${path}: passes over the unwanted unread and skips what is not JSON`, async () => {
      const producer = `unread-${randomUUID().slice(0, 8)}`;
      const logged: string[] = [];
      const logger = pino(
        { level: 'error' },
        { write: (line: string) => void logged.push(JSON.parse(line).msg) },
      );
      const writer = new KafkaEventBus({ brokers: brokers(), clientId: 'unread', logger });
      const reader = new KafkaEventBus({ brokers: brokers(), clientId: 'unread', logger });
      const raw = new Kafka({
        brokers: brokers(),
        clientId: 'unread-raw',
        logLevel: logLevel.NOTHING,
      }).producer();
      try {
        const { seen, subscription } = recordingSubscription(`reader-${producer}`, producer, path);
        await reader.subscribe({ ...subscription, wants: (type) => type === 'member.active' });
        const first = event(producer);
        await writer.publish([first]);
        await expect.poll(() => seen, { timeout: 60_000 }).toEqual([first.id]);
        await raw.connect();
        await raw.send({
          topic: topicOf(producer),
          messages: [
            // Not wanted: were it read, it would be logged as no envelope.
            { key: 'm', value: 'not json', headers: { 'event-type': 'member.verified' } },
            // Wanted (no type outside it), read, and not JSON.
            { key: 'm', value: '{"half": ' },
          ],
        });
        const after = event(producer);
        await writer.publish([after]);
        await expect.poll(() => seen, { timeout: 60_000 }).toEqual([first.id, after.id]);
        expect(logged.filter((m) => m === 'skipping a message that is not an event envelope')).toHaveLength(
          1,
        );
      } finally {
        await Promise.all([writer.close(), reader.close(), raw.disconnect()]);
      }
    });
});
