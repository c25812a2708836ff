import {
  Kafka,
  logLevel,
  type Admin,
  type Consumer,
  type EachBatchPayload,
  type KafkaMessage,
  type LogEntry,
  type Producer,
} from 'kafkajs';
import { eventEnvelopeSchema, topicOf, type EventEnvelope } from '@mawadda/contracts';
import type { Logger } from '../logging/logger.js';
import { deliverBatch } from './deliver.js';
import { OffsetCommits } from './kafka-commits.js';
import { stock } from '../stock-framework.js';
import { leaveGroupMembers } from './kafka-leave-group.js';
import { retryTransient } from './retry-transient.js';
import { DEFAULT_BATCH_SIZE, type EventBus, type EventSubscription } from './event-bus.js';

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
   * Put before every topic's name: stacks sharing one cluster that must not see each other's
   * events at all (each integration stack reads only what its own processes published, not the
   * drills' ten thousand edits before it).
   */
  topicPrefix?: string;
  /**
   * A group that has never committed delivers only what is published after it subscribed. For
   * test apps on a shared cluster: each has its own scratch database and must not replay what
   * earlier runs published. Services keep the default and read the whole history.
   */
  skipHistory?: boolean;
  /**
   * How long the broker holds an idle consumer's fetch (kafkajs's default when unset). Stopping a
   * consumer waits for its fetch, so test apps, which stop many times a run, use a short one.
   */
  fetchWaitMs?: number;
  /** How often a consumer commits what it applied, at most (`COMMIT_INTERVAL_MS` when unset). */
  commitIntervalMs?: number;
}

/** Per topic, per partition: the first offset a group that skips history delivers. */
type HistoryEnd = Map<string, Map<number, bigint>>;

/** See `runConsumer`: how long a member that vanished without leaving holds its group's rebalance. */
const SESSION_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pinoLevel: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/**
 * Kafka adapter: one topic per producing service, the member id as message key (so one
 * member's events share a partition and stay in order), one consumer group per service.
 * Offsets are committed only after the handler finished or dead-lettered the message, at most
 * once a second (kafka-commits.ts).
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka';
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly consumers = new Map<Consumer, OffsetCommits | undefined>();
  private closing = false;
  private signalClosed!: () => void;
  private readonly closed = new Promise<void>((resolve) => (this.signalClosed = resolve));
  private pinging?: Promise<void>;
  private ensuring: Promise<void> = Promise.resolve();
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
      // Waits between retries are capped far below kafkajs's default: after an outage, a publish
      // or fetch sleeping out a long backoff would hold the catch-up after the broker is back.
      retry: { retries: 8, initialRetryTime: 200, maxRetryTime: 2_000 },
    });
    // One request in flight keeps a partition's order across retries; duplicates a retry may
    // cause are absorbed by the consumers' inboxes, so the idempotent producer is not needed.
    this.producer = this.kafka.producer({ maxInFlightRequests: 1, allowAutoTopicCreation: false });
    this.admin = this.kafka.admin();
  }

  private topicOf(producer: string): string {
    return this.options.topicPrefix ? `${this.options.topicPrefix}.${topicOf(producer)}` : topicOf(producer);
  }

  private connect(): Promise<void> {
    // A failed connect is forgotten, so the next call tries again: a service started while the
    // broker was down must come good once it returns, not report it down forever.
    this.connected ??= Promise.all([this.producer.connect(), this.admin.connect()]).then(
      () => undefined,
      (error: unknown) => {
        this.connected = undefined;
        throw error;
      },
    );
    return this.connected;
  }

  /**
   * One at a time per bus: the consumers now subscribe in the background, so a publish and a
   * consumer of the same new topic can ask together, and two createTopics for one topic collide.
   */
  private ensureTopics(topics: string[]): Promise<void> {
    const run = this.ensuring.then(() => this.createMissingTopics(topics));
    this.ensuring = run.catch(() => undefined);
    return run;
  }

  private async createMissingTopics(topics: string[]): Promise<void> {
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
    for (const e of events) {
      const topic = this.topicOf(e.producer);
      const list = byTopic.get(topic);
      if (list) list.push(e);
      else byTopic.set(topic, [e]);
    }
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

  /**
   * Starts the consumer in the background: a service's start and `/readyz` must not wait on a
   * consumer group, which can take a rebalance, or forever while the broker is away. Joining late
   * misses nothing; with `skipHistory` (tests) offsets are set before this returns.
   */
  async subscribe(sub: EventSubscription): Promise<void> {
    const topics = sub.producers.map((p) => this.topicOf(p));
    const groupId = this.options.groupSuffix ? `${sub.group}.${this.options.groupSuffix}` : sub.group;
    let historyEnd: HistoryEnd | undefined;
    if (this.options.skipHistory) {
      await this.ensureTopics(topics);
      historyEnd = await this.historyEnd(groupId, topics);
    }
    void this.keepConsuming(sub, groupId, topics, historyEnd);
  }

  /**
   * Supervises one consumer, replacing it with backoff when it crashes. kafkajs's own restart
   * rejoins under a new id and waits out the old session, so crashed ids leave the group first
   * (kafka-leave-group.ts) once the broker answers, and the join completes at once.
   */
  private async keepConsuming(
    sub: EventSubscription,
    groupId: string,
    topics: string[],
    historyEnd?: HistoryEnd,
  ): Promise<void> {
    const log = this.options.logger.child({ component: 'kafka-consumer', group: groupId });
    const stale = new Set<string>();
    for (let attempt = 0; !this.closing; attempt++) {
      try {
        await this.ensureTopics(topics);
        await leaveGroupMembers(this.options.brokers, this.options.clientId, groupId, [...stale]);
        if (stale.size) log.info({ members: stale.size }, 'removed crashed members from the group');
        stale.clear();
        if (this.closing) return;
        const crashed = await this.runConsumer(sub, groupId, topics, historyEnd, () => (attempt = 0));
        if (crashed) stale.add(crashed);
      } catch (err) {
        log.warn({ err, attempt }, 'consumer not running; trying again');
      }
      // Short doubling waits, with jitter so that a fleet does not come back in lockstep; short,
      // because this wait is part of the catch-up once the broker is back.
      await sleep(Math.min(200 * 2 ** Math.min(attempt, 4), 2_000) * (0.75 + Math.random() / 2));
    }
  }

  /**
   * Runs one consumer until it crashes; resolves with the member id it had in the group (to be
   * removed before the next one joins), or undefined if it never joined.
   */
  private async runConsumer(
    sub: EventSubscription,
    groupId: string,
    topics: string[],
    historyEnd: HistoryEnd | undefined,
    onJoin: () => void,
  ): Promise<string | undefined> {
    const isHistory = (topic: string, partition: number, offset: string) =>
      historyEnd !== undefined && BigInt(offset) < (historyEnd.get(topic)?.get(partition) ?? 0n);
    const consumer = this.kafka.consumer({
      groupId,
      // A member that vanishes without leaving (a SIGKILLed process) holds the group's rebalance
      // for one session, so it is shorter than kafkajs's default, with heartbeats at a third of it
      // as Kafka recommends. Not lower: a handler retrying a failing delivery must not be taken
      // for dead (it heartbeats between messages).
      sessionTimeout: SESSION_TIMEOUT_MS,
      heartbeatInterval: SESSION_TIMEOUT_MS / 3,
      ...(this.options.fetchWaitMs !== undefined && { maxWaitTimeInMs: this.options.fetchWaitMs }),
      // The supervisor restarts it (see keepConsuming), after removing its old id from the group.
      retry: { retries: 8, initialRetryTime: 200, maxRetryTime: 2_000, restartOnFailure: async () => false },
    });
    let memberId: string | undefined;
    const crashed = new Promise<void>((resolve) => {
      consumer.on(consumer.events.CRASH, () => resolve());
    });
    consumer.on(consumer.events.GROUP_JOIN, (e) => {
      memberId = e.payload.memberId;
      onJoin();
    });
    // Commits are ours (kafka-commits.ts), at most one an interval; kafkajs's follow every fetch.
    const commits = stock('kafka-commits')
      ? undefined
      : new OffsetCommits({
          commit: async (offsets) => consumer.commitOffsets(offsets),
          intervalMs: this.options.commitIntervalMs,
          onError: (err) =>
            this.options.logger.warn({ err, group: groupId }, 'offset commit refused; kept for the next'),
        });
    this.consumers.set(consumer, commits);
    try {
      await consumer.connect();
      await consumer.subscribe({ topics, fromBeginning: true });
      if (this.closing) return undefined;
      await consumer.run({
        autoCommit: !commits,
        // Stock: offsets resolved chunk by chunk are also committed at least this often within a
        // long batch (kafkajs commits at each batch's end anyway).
        autoCommitInterval: 5_000,
        eachBatchAutoResolve: false,
        eachBatch: (payload) => this.eachBatch(sub, payload, isHistory, commits),
      });
      // kafkajs has disconnected a crashed consumer itself (and tried to leave) before CRASH.
      await Promise.race([crashed, this.closed]);
      return memberId;
    } catch (error) {
      await consumer.disconnect().catch(() => undefined);
      throw error;
    } finally {
      commits?.stop();
      this.consumers.delete(consumer);
    }
  }

  /** By the `event-type` header `publish` sets; a message without one is read to find out. */
  private wanted(sub: EventSubscription, message: KafkaMessage): boolean {
    const type = message.headers?.['event-type'];
    return !sub.wants || type === undefined || Array.isArray(type) || sub.wants(type.toString());
  }

  private envelopeOf(message: KafkaMessage, topic: string, partition: number): EventEnvelope | undefined {
    // Not JSON at all is skipped like any other message that is no envelope: thrown, it would fail
    // the batch, and the consumer would read the same message again forever.
    let value: unknown;
    try {
      value = JSON.parse(message.value?.toString() ?? 'null');
    } catch {
      value = undefined;
    }
    const parsed = eventEnvelopeSchema.safeParse(value);
    if (parsed.success) return parsed.data as EventEnvelope;
    this.options.logger.error(
      { topic, partition, offset: message.offset },
      'skipping a message that is not an event envelope',
    );
    return undefined;
  }

  /**
   * One partition's messages go in chunks of the subscription's `batchSize` (one at a time without
   * a batch handler), each chunk's offsets resolved only once applied or dead-lettered. A rebalance
   * or stop ends the loop between chunks: the next owner gets the rest, and the inbox absorbs any
   * overlap.
   */
  private async eachBatch(
    sub: EventSubscription,
    p: EachBatchPayload,
    isHistory: (topic: string, partition: number, offset: string) => boolean,
    commits: OffsetCommits | undefined,
  ): Promise<void> {
    const { batch } = p;
    const size = sub.handleBatch ? Math.max(1, sub.batchSize ?? DEFAULT_BATCH_SIZE) : 1;
    const resolve = async (offset: string) => {
      p.resolveOffset(offset);
      commits?.resolved(batch.topic, batch.partition, offset);
      await p.heartbeat();
      if (!commits) await p.commitOffsetsIfNecessary();
    };
    // What is history or not wanted is passed over unread; its offsets move with the next event
    // delivered after it, or with the batch's last.
    const wanted = batch.messages.filter(
      (m) => !isHistory(batch.topic, batch.partition, m.offset) && this.wanted(sub, m),
    );
    for (let i = 0; i < wanted.length; i += size) {
      if (!p.isRunning() || p.isStale()) return commits?.commitIfDue();
      const chunk = wanted.slice(i, i + size);
      const events = chunk.flatMap((m) => this.envelopeOf(m, batch.topic, batch.partition) ?? []);
      // Heartbeats while a delivery waits for an engine (deliver.ts), so the group keeps it.
      await deliverBatch(sub, events, p.heartbeat);
      await resolve(chunk[chunk.length - 1]!.offset);
    }
    const last = batch.messages[batch.messages.length - 1];
    if (last && last !== wanted[wanted.length - 1] && p.isRunning() && !p.isStale())
      await resolve(last.offset);
    await commits?.commitIfDue();
  }

  /**
   * The current end of each topic the group never committed on, read before it joins, so the
   * consumer passes over what lies before it. Not kafkajs's `admin.setOffsets`, which waits out a
   * whole fetch wait on an idle topic. Retried while the broker answers NOT_COORDINATOR.
   */
  private async historyEnd(groupId: string, topics: string[]): Promise<HistoryEnd> {
    await this.connect();
    return retryTransient(
      async () => {
        const end: HistoryEnd = new Map();
        const committed = await this.admin.fetchOffsets({ groupId, topics });
        for (const { topic, partitions } of committed) {
          if (partitions.some((p) => p.offset !== '-1')) continue;
          const ends = await this.admin.fetchTopicOffsets(topic);
          end.set(topic, new Map(ends.map((e) => [e.partition, BigInt(e.high)])));
        }
        return end;
      },
      (err, attempt) =>
        this.options.logger.warn({ err, attempt }, 'group offsets not available yet; trying again'),
    );
  }

  /**
   * For `/readyz`. With the broker down a describe hangs in kafkajs's retries for many seconds
   * (the probe gives up on it after its own timeout); probes in the meantime share that one
   * attempt instead of piling up more.
   */
  ping(): Promise<void> {
    this.pinging ??= (async () => {
      await this.connect();
      await this.admin.describeCluster();
    })().finally(() => (this.pinging = undefined));
    return this.pinging;
  }

  async close(): Promise<void> {
    this.closing = true;
    this.signalClosed();
    // What was applied is committed first (a stopped consumer can no longer), then a clean
    // disconnect sends LeaveGroup, so the group rebalances at once, not after a session.
    await Promise.allSettled(
      [...this.consumers].map(async ([consumer, commits]) => {
        await commits?.flush().catch(() => undefined);
        await consumer.disconnect();
      }),
    );
    if (this.connected) await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }
}
