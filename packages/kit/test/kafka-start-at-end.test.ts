import { KafkaJSProtocolError } from 'kafkajs';
import { describe, expect, it, vi } from 'vitest';
import { KafkaEventBus } from '../src/events/kafka-event-bus.js';
import { silentLogger } from './support/silent-logger.js';

/**
 * A bus with `skipHistory` reads its new groups' topic ends before `subscribe` returns. On a
 * broker that has just started, the group's coordinator is not elected yet and the offset request
 * answers NOT_COORDINATOR (retriable): the start must wait it out, not fail.
 */
describe('Kafka bus: starting a new group at the end of its topics', () => {
  it('waits out a coordinator that is not there yet', async () => {
    const bus = new KafkaEventBus({ brokers: ['127.0.0.1:1'], clientId: 'test', logger: silentLogger });
    // As kafkajs builds it from its error table (its types declare only the message form).
    const notYet = new KafkaJSProtocolError({
      type: 'NOT_COORDINATOR_FOR_GROUP',
      code: 16,
      retriable: true,
      message: 'This is not the correct coordinator for this group',
    } as unknown as Error);
    const admin = {
      fetchOffsets: vi
        .fn()
        .mockRejectedValueOnce(notYet)
        .mockResolvedValue([{ topic: 'mawadda.auth', partitions: [{ partition: 0, offset: '-1' }] }]),
      fetchTopicOffsets: vi.fn().mockResolvedValue([{ partition: 0, high: '42', low: '0', offset: '42' }]),
    };
    // The broker's admin client, replaced: this test is about the bus's own handling.
    Object.assign(bus, { admin, connected: Promise.resolve() });

    type Probe = { historyEnd(g: string, t: string[]): Promise<Map<string, Map<number, bigint>>> };
    const end = await (bus as unknown as Probe).historyEnd('auth', ['mawadda.auth']);

    expect(admin.fetchOffsets).toHaveBeenCalledTimes(2);
    expect(end).toEqual(new Map([['mawadda.auth', new Map([[0, 42n]])]]));
  });
});
