import { outsideIdempotencyScope } from '@mawadda/kit';

/**
 * Telling what a batch stored (devices told, submitters answered), handed to `tell` once its
 * writes committed: the group commit goes on storing the next batch while it is told.
 */
export type Telling = () => Promise<void>;

type Run<T, R> = (
  batch: ReadonlyArray<{ item: T; settle: Settle<R> }>,
  tell: (telling: Telling) => void,
) => Promise<void>;

/**
 * Group commit: work submitted while a batch runs waits and goes in the next batch, whole, so a
 * burst of messages shares one transaction instead of paying a transaction each. One batch is
 * stored at a time in this process, in arrival order: it is also what orders one pair's messages
 * here (the pair's lock orders other replicas). Tellings run one at a time in the order they were
 * handed over, each beside the storing of what came after it, never further behind than one batch:
 * a batch starts once the tellings of the one before the last have ended. Each submitter's promise
 * settles with its own outcome, never before its batch committed.
 */
export class GroupCommit<T, R> {
  private waiting: Array<{ item: T; settle: Settle<R> }> = [];
  private running = false;
  private telling: Promise<void> = Promise.resolve();

  constructor(
    private readonly run: Run<T, R>,
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
    const failed = (err: unknown) => {
      for (const { settle } of batch) settle.reject(err);
    };
    const before = this.telling;
    const tell = (telling: Telling) => {
      this.telling = this.telling.then(telling).catch(failed);
    };
    // A batch serves many requests: none of their idempotency keys may be spent by it.
    outsideIdempotencyScope(() => {
      const stored = this.run(batch, tell).catch((err: unknown) => tell(async () => failed(err)));
      void Promise.all([stored, before]).then(() => {
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
