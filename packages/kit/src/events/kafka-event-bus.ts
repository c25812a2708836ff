import { Kafka, logLevel, type Admin, type Consumer, type LogEntry, type Producer } from 'kafkajs';
import { eventEnvelopeSchema, topicOf, type EventEnvelope } from '@mawadda/contracts';
import type { Logger } from '../logging/logger.js';
import { deliverWithRetry } from './deliver.js';
import { retryTransient } from './retry-transient.js';
import type { EventBus, EventSubscription } from './event-bus.js';

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  partitions?: number;
  /**
   * Appended to every consumer group: stacks that share one cluster (staging beside
   * production, parallel test runs) each read every event instead of splitting them.
   */
  groupSuffix?: string;
  /**
   * A group that has never committed starts at the topics' current end instead of their
   * beginning. For test apps on a shared cluster: each has its own scratch database and must not
   * replay what earlier runs published. Services keep the default and read the whole history.
   */
  skipHistory?: boolean;
}

const pinoLevel: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/**
 * Kafka adapter: one topic per producing service, the member id as message key (so one
 * member's events share a partition and stay in order), one consumer group per service.
 * Offsets are committed only after the handler finished or dead-lettered the message.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka';
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly consumers: Consumer[] = [];
  private readonly knownTopics = new Set<string>();
  private connected?: Promise<void>;

  constructor(private readonly options: KafkaBusOptions) {
    const log = options.logger.child({ component: 'kafka' });
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: () => (entry: LogEntry) => {
        const { message, ...extra } = entry.log;
        log[pinoLevel[entry.level] ?? 'info'](extra, message);
      },
      retry: { retries: 8, initialRetryTime: 200 },
    });
    // One request in flight keeps a partition's order across retries; duplicates a retry may
    // cause are absorbed by the consumers' inboxes, so the idempotent producer is not needed.
    this.producer = this.kafka.producer({ maxInFlightRequests: 1, allowAutoTopicCreation: false });
    this.admin = this.kafka.admin();
  }

  private connect(): Promise<void> {
    this.connected ??= Promise.all([this.producer.connect(), this.admin.connect()]).then(() => undefined);
    return this.connected;
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((t) => !this.knownTopics.has(t));
    if (missing.length === 0) return;
    await this.connect();
    // Several services starting at once on a fresh cluster create the same topics together; the
    // broker then answers metadata requests for a topic it is still creating with retriable
    // errors (UNKNOWN_TOPIC_OR_PARTITION), which must not end a service's start.
    await retryTransient(
      async () => {
        const existing = new Set(await this.admin.listTopics());
        const toCreate = missing.filter((t) => !existing.has(t));
        if (toCreate.length)
          await this.admin.createTopics({
            waitForLeaders: true,
            topics: toCreate.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 3 })),
          });
        // Created is not yet known everywhere: succeed only once the broker describes them.
        await this.admin.fetchTopicMetadata({ topics: missing });
      },
      (err, attempt) => this.options.logger.warn({ err, attempt }, 'topics not ready yet; trying again'),
    );
    missing.forEach((t) => this.knownTopics.add(t));
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, EventEnvelope[]>();
    for (const e of events)
      byTopic.set(topicOf(e.producer), [...(byTopic.get(topicOf(e.producer)) ?? []), e]);
    await this.ensureTopics([...byTopic.keys()]);
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((e) => ({
          key: e.key,
          value: JSON.stringify(e),
          headers: { 'event-id': e.id, 'event-type': e.type },
        })),
      })),
    });
  }

  async subscribe(sub: EventSubscription): Promise<void> {
    const topics = sub.producers.map(topicOf);
    await this.ensureTopics(topics);
    const groupId = this.options.groupSuffix ? `${sub.group}.${this.options.groupSuffix}` : sub.group;
    const consumer = this.kafka.consumer({ groupId, sessionTimeout: 45_000, heartbeatInterval: 3_000 });
    this.consumers.push(consumer);
    if (this.options.skipHistory) await this.startAtEnd(groupId, topics);
    await consumer.connect();
    // A new group starts at the beginning: events published before it first joined are not lost.
    // Subscribing reads the topics' metadata too, and a fresh topic can still be unknown to it.
    await retryTransient(
      () => consumer.subscribe({ topics, fromBeginning: true }),
      (err, attempt) =>
        this.options.logger.warn({ err, attempt }, 'topics not ready for the consumer; trying again'),
    );
    await consumer.run({
      autoCommit: true,
      eachMessage: async ({ message, topic, partition }) => {
        const parsed = eventEnvelopeSchema.safeParse(JSON.parse(message.value?.toString() ?? 'null'));
        if (!parsed.success) {
          this.options.logger.error(
            { topic, partition, offset: message.offset },
            'skipping a message that is not an event envelope',
          );
          return;
        }
        await deliverWithRetry(sub, parsed.data as EventEnvelope);
      },
    });
  }

  /** Commits the current end of each topic for a group with no offsets yet, before it joins. */
  private async startAtEnd(groupId: string, topics: string[]): Promise<void> {
    await this.connect();
    const committed = await this.admin.fetchOffsets({ groupId, topics });
    for (const { topic, partitions } of committed) {
      if (partitions.some((p) => p.offset !== '-1')) continue;
      const ends = await this.admin.fetchTopicOffsets(topic);
      await this.admin.setOffsets({
        groupId,
        topic,
        partitions: ends.map((e) => ({ partition: e.partition, offset: e.high })),
      });
    }
  }

  async ping(): Promise<void> {
    await this.connect();
    await this.admin.describeCluster();
  }

  async close(): Promise<void> {
    await Promise.allSettled(this.consumers.map((c) => c.disconnect()));
    if (this.connected) await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }
}
