/** How often a consumer commits what it applied, at most: see `OffsetCommits`. */
export const COMMIT_INTERVAL_MS = 1_000;

/** One partition's next offset to read, as Kafka's OffsetCommit takes it. */
export interface PartitionOffset {
  topic: string;
  partition: number;
  offset: string;
}

export interface OffsetCommitsOptions {
  /** Sends the commit; rejects if the broker refused it (the offsets stay pending). */
  commit: (offsets: PartitionOffset[]) => Promise<void>;
  intervalMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * A consumer's offset commits, at most one per interval. kafkajs commits after every fetch, which
 * under chat's load is one OffsetCommit per group per fetch of a message or two: the broker's and
 * each reader's largest cost. Offsets are still resolved only once applied, so a crash or a
 * rebalance replays at most an interval of events, which the inboxes absorb.
 *
 * A partition's first commit goes at once, so a new group is on record from its first event; the
 * last offsets before an idle spell go when the interval is up, from a timer.
 */
export class OffsetCommits {
  private readonly pending = new Map<string, PartitionOffset>();
  private readonly onRecord = new Set<string>();
  private lastCommit = Number.NEGATIVE_INFINITY;
  private timer?: ReturnType<typeof setTimeout>;
  private committing?: Promise<void>;

  constructor(private readonly o: OffsetCommitsOptions) {}

  private get intervalMs(): number {
    return this.o.intervalMs ?? COMMIT_INTERVAL_MS;
  }

  private now(): number {
    return (this.o.now ?? Date.now)();
  }

  /** `offset` was applied (or dead-lettered): the partition's next read starts after it. */
  resolved(topic: string, partition: number, offset: string): void {
    const key = `${topic}\u0000${partition}`;
    this.pending.set(key, { topic, partition, offset: (BigInt(offset) + 1n).toString() });
  }

  /**
   * Commits now if a partition was never committed or the interval is up; otherwise makes sure a
   * timer will. Never throws: a refused commit is reported and its offsets wait for the next one.
   */
  async commitIfDue(): Promise<void> {
    if (this.pending.size === 0) return;
    const firstTime = [...this.pending.keys()].some((k) => !this.onRecord.has(k));
    const wait = this.lastCommit + this.intervalMs - this.now();
    if (firstTime || wait <= 0) return this.flush().catch((error: unknown) => this.o.onError?.(error));
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.commitIfDue();
    }, wait);
    this.timer.unref?.();
  }

  /** Commits every pending offset now (before a clean stop, or when due). */
  async flush(): Promise<void> {
    // One commit at a time: a later one must not land before an earlier, smaller one.
    while (this.committing) await this.committing;
    if (this.pending.size === 0) return;
    this.clearTimer();
    const batch = new Map(this.pending);
    this.pending.clear();
    this.lastCommit = this.now();
    let failure: unknown;
    this.committing = this.o.commit([...batch.values()]).then(
      () => batch.forEach((_, key) => this.onRecord.add(key)),
      (error: unknown) => {
        failure = error;
        // Kept for the next commit, unless a later offset of the same partition was resolved since.
        for (const [key, offset] of batch) if (!this.pending.has(key)) this.pending.set(key, offset);
      },
    );
    await this.committing;
    this.committing = undefined;
    if (failure !== undefined) throw failure;
  }

  /** The consumer ended: nothing more is sent (what is pending is replayed by the next reader). */
  stop(): void {
    this.clearTimer();
    this.pending.clear();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
