import type { EventEnvelope } from '@mawadda/contracts';

export interface RetryPolicy {
  /** Deliveries before the event is dead-lettered, the first included. */
  maxAttempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, initialDelayMs: 200, maxDelayMs: 10_000 };

export interface EventSubscription {
  /** Consumer group: each group gets every event once; a service is one group. */
  group: string;
  /** Producer names; each maps to the topic `<producer>.events`. */
  producers: string[];
  handle(event: EventEnvelope): Promise<void>;
  /**
   * Whether events of `type` are for this subscription. One it does not want is passed over
   * unread (Kafka: by the `event-type` header, before its value is parsed) and its offset moves on:
   * a topic carries every event of its producer (chat's, each message sent) and a consumer of its
   * rare ones should not pay for the rest. Unset: every event.
   */
  wants?(type: string): boolean;
  /** Called once an event failed `maxAttempts` times; the stream then moves on. */
  deadLetter(event: EventEnvelope, error: unknown, attempts: number): Promise<void>;
  retry?: Partial<RetryPolicy>;
  /**
   * Optional batch path: applies several events of one stream, in order, all or nothing: when it
   * throws nothing took effect and the bus delivers them again (`deliverBatch`). Without it,
   * events come one by one through `handle`.
   */
  handleBatch?(events: readonly EventEnvelope[]): Promise<void>;
  /** The most events `handleBatch` gets at once (default `DEFAULT_BATCH_SIZE`). */
  batchSize?: number;
}

export const DEFAULT_BATCH_SIZE = 500;

/** The EventBus port: in-process dispatch (embedded) or Kafka (distributed). */
export interface EventBus {
  readonly kind: 'memory' | 'kafka';
  /** Resolves once the events are durably handed over (Kafka acks, or in-process handlers done). */
  publish(events: readonly EventEnvelope[]): Promise<void>;
  subscribe(subscription: EventSubscription): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
