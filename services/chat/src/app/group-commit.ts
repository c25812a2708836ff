import { outsideIdempotencyScope } from '@mawadda/kit';

/**
 * Group commit: work submitted while a batch runs waits and goes in the next batch, whole, so a
 * burst of messages shares one transaction instead of paying a transaction each. One batch runs
 * at a time in this process, in arrival order: it is also what orders one pair's messages here
 * (the pair's lock orders other replicas). Each submitter's promise settles with its own outcome,
 * once `run` has settled it, never before its batch committed.
 */
export class GroupCommit<T, R> {
  private waiting: Array<{ item: T; settle: Settle<R> }> = [];
  private running = false;

  constructor(
    private readonly run: (batch: ReadonlyArray<{ item: T; settle: Settle<R> }>) => Promise<void>,
    private readonly maxBatch: number,
  ) {}

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, settle: { resolve, reject } });
      this.next();
    });
  }

  private next() {
    if (this.running || !this.waiting.length) return;
    this.running = true;
    // A tick's wait gathers the batch: the frames already read from other sockets submit first.
    // Without it an embedded database, which answers without yielding to I/O, would commit each
    // message alone, as it arrived.
    setImmediate(() => this.start());
  }

  private start() {
    const batch = this.waiting.splice(0, this.maxBatch);
    // A batch serves many requests: none of their idempotency keys may be spent by it.
    outsideIdempotencyScope(() => {
      void this.run(batch)
        .catch((err: unknown) => {
          for (const { settle } of batch) settle.reject(err);
        })
        .finally(() => {
          this.running = false;
          this.next();
        });
    });
  }
}

export interface Settle<R> {
  resolve(value: R): void;
  reject(reason: unknown): void;
}
