import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { anyOf } from '../db/array-params.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import type { EventBus } from './event-bus.js';
import { newRelayOwner } from './outbox.js';
import type { PlatformTables } from './platform-tables.js';

export interface RelayOptions {
  db: Db;
  tables: PlatformTables;
  bus: EventBus;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
  /** How long the lease outlives its holder's last renewal: see `DEFAULT_LEASE_SECONDS`. */
  leaseSeconds?: number;
  /** Published rows are kept this long for inspection, then pruned. */
  retainHours?: number;
  /** See `DEFAULT_GATHER_MS`. */
  gatherMs?: number;
}

/**
 * The least time between the starts of two publishing passes while commits keep waking the relay.
 * A busy service commits hundreds of times a second (each chat batch is one commit): a pass per
 * commit published one or two events at a time, paying its reads, its mark and a broker round trip
 * for each. Passes that gather what committed meanwhile cost as much for dozens of events, and an
 * event waits at most this long for its pass. A first wake after a quiet spell runs at once.
 */
export const DEFAULT_GATHER_MS = 20;

/**
 * A relay killed without letting go (SIGKILL, a lost machine) holds its service's publishing this
 * long, so it is short. The holder renews the lease while a publish waits on the broker, so a short
 * lease never passes to a second relay while the first is alive.
 */
export const DEFAULT_LEASE_SECONDS = 5;

/**
 * Publishes outbox rows in commit order. A row is marked published only after the bus accepted
 * it, so a crash at any point leaves it to the next run: at-least-once, never lost. A lease row
 * lets one relay per service publish at a time, which keeps one member's events in order.
 */
export class OutboxRelay {
  private readonly owner = newRelayOwner();
  private timer?: NodeJS.Timeout;
  /** When the pending timer fires (monotonic ms): a wake only ever brings it forward. */
  private timerAt = 0;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;
  private lastPrune = 0;
  private lastPass = -Infinity;
  /** When this relay last took or renewed the lease (monotonic ms); see `leaseFresh`. */
  private leaseAt = -Infinity;
  /** Until when another relay is known to hold the lease: wakes wait for the next poll. */
  private othersUntil = -Infinity;

  constructor(private readonly o: RelayOptions) {}

  private get leaseSeconds(): number {
    return this.o.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  }

  private get gatherMs(): number {
    return this.o.gatherMs ?? DEFAULT_GATHER_MS;
  }

  /**
   * Taken or renewed within a third of its length: it is surely still this relay's (no other may
   * take it before it lapses), so a pass need not write the lease row again. Under load that write
   * was a transaction of its own in every pass.
   */
  private leaseFresh(): boolean {
    return performance.now() - this.leaseAt < (this.leaseSeconds * 1000) / 3;
  }

  /** How long a wake now waits, so passes start at most once per `gatherMs`. */
  private gatherWait(): number {
    return Math.max(0, this.lastPass + this.gatherMs - performance.now());
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Publish soon: called after a transaction that wrote events commits. */
  wake = (): void => {
    // Another process's relay holds the lease and publishes these rows too: the next poll is soon
    // enough to notice if it went away.
    if (this.stopped || performance.now() < this.othersUntil) return;
    if (this.running) this.again = true;
    else if (!this.timer || this.timerAt > performance.now() + this.gatherWait())
      this.schedule(this.gatherWait());
  };

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Lets go of the lease at once, so another process's relay need not wait for it to run out. */
  private async releaseLease(): Promise<void> {
    this.leaseAt = -Infinity;
    const { relayLease } = this.o.tables;
    await this.o.db
      .update(relayLease)
      .set({ until: sql`now()` as unknown as Date })
      .where(eq(relayLease.owner, this.owner))
      .catch((err: unknown) => this.o.logger.warn({ err }, 'outbox relay could not release its lease'));
  }

  /**
   * A process going down publishes what its last requests wrote before it goes (graceful
   * shutdown), for at most `withinMs`: what is left then waits for the next relay, never lost.
   */
  async flush(withinMs = 5_000): Promise<void> {
    await this.stop();
    const drain = (async () => {
      while ((await this.drainOnce()) > 0);
    })().catch((err: unknown) =>
      this.o.logger.warn({ err }, 'outbox relay could not publish before stopping; the next start will'),
    );
    // A broker that is down makes a publish wait out its retries: the shutdown does not.
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      drain.then(() => true),
      new Promise<false>((r) => (timer = setTimeout(() => r(false), withinMs))),
    ]);
    clearTimeout(timer);
    // Still publishing when time ran out: keep the lease (it lapses by itself) rather than let a
    // second relay publish beside this one's last batch.
    if (drained) await this.releaseLease();
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timerAt = performance.now() + ms;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.loop();
    }, ms);
  }

  private async loop() {
    if (this.stopped || this.running) return;
    this.running = (async () => {
      try {
        do {
          this.again = false;
          const wait = this.gatherWait();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          this.lastPass = performance.now();
          while (!this.stopped && (await this.drainOnce()) === (this.o.batchSize ?? 100));
        } while (this.again && !this.stopped);
        await this.prune();
      } catch (err) {
        this.o.logger.warn({ err }, 'outbox relay could not publish; will retry');
      }
    })();
    await this.running;
    this.running = undefined;
    if (!this.stopped) this.schedule(this.again ? 0 : (this.o.pollMs ?? 500));
  }

  private async holdLease(): Promise<boolean> {
    const { relayLease } = this.o.tables;
    const until = sql`now() + make_interval(secs => ${this.leaseSeconds})`;
    // Timed from before the statement: the lease's end, counted from the database's now(), is
    // later still, however long the answer took to come back.
    const asked = performance.now();
    const rows = await this.o.db
      .insert(relayLease)
      .values({ id: 1, owner: this.owner, until: sql`${until}` as unknown as Date })
      .onConflictDoUpdate({
        target: relayLease.id,
        set: { owner: this.owner, until: sql`${until}` as unknown as Date },
        setWhere: or(eq(relayLease.owner, this.owner), lt(relayLease.until, sql`now()`)),
      })
      .returning({ owner: relayLease.owner });
    if (rows.length === 1) this.leaseAt = asked;
    else this.othersUntil = performance.now() + (this.o.pollMs ?? 500);
    return rows.length === 1;
  }

  /** Publishes one batch; returns how many rows it published. Exposed for tests and tools. */
  async drainOnce(): Promise<number> {
    const { outbox } = this.o.tables;
    if (!this.leaseFresh()) {
      // A read on the partial index first: most polls find nothing, and taking the lease is a
      // write (on PGlite, a WAL flush through the file system): eight services' relays polling
      // would keep an idle embedded process busy and take CPU from requests.
      const waiting = await this.o.db
        .select({ seq: outbox.seq })
        .from(outbox)
        .where(isNull(outbox.publishedAt))
        .limit(1);
      if (waiting.length === 0) return 0;
      if (!(await this.holdLease())) return 0;
    }
    const rows = await this.o.db
      .select({ seq: outbox.seq, envelope: outbox.envelope })
      .from(outbox)
      .where(isNull(outbox.publishedAt))
      .orderBy(asc(outbox.seq))
      .limit(this.o.batchSize ?? 100);
    if (rows.length === 0) return 0;
    // A publish can wait on a broker that is away for longer than the lease: renew it meanwhile.
    const renew = setInterval(
      () =>
        void this.holdLease().catch((err: unknown) =>
          this.o.logger.warn({ err }, 'outbox relay could not renew its lease'),
        ),
      (this.leaseSeconds * 1000) / 3,
    );
    try {
      await this.o.bus.publish(rows.map((r) => r.envelope));
    } finally {
      clearInterval(renew);
    }
    await this.o.db
      .update(outbox)
      .set({ publishedAt: sql`now()` as unknown as Date })
      .where(
        anyOf(
          outbox.seq,
          rows.map((r) => r.seq),
          'bigint',
        ),
      );
    return rows.length;
  }

  private async prune() {
    if (Date.now() - this.lastPrune < 60 * 60_000) return;
    this.lastPrune = Date.now();
    const { outbox } = this.o.tables;
    const hours = this.o.retainHours ?? 72;
    await this.o.db
      .delete(outbox)
      .where(
        and(
          sql`${outbox.publishedAt} is not null`,
          lt(outbox.publishedAt, sql`now() - make_interval(hours => ${hours})`),
        ),
      );
  }
}
