import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import { idempotencyKeys } from './idempotency-tables.js';

// drizzle-kit loads schema files as CommonJS, where import.meta has no dirname (see revocations).
export const IDEMPOTENCY_MIGRATIONS = path.resolve(import.meta.dirname ?? '.', '../../drizzle/idempotency');

/** Keys are kept a day: long enough for any client's retries, short enough to stay small. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A `running` claim not renewed for this long belongs to an attempt that died before its commit
 * (a crash, a killed replica): the next retry takes it over. The live holder renews it while its
 * request runs (`holdClaim`), so a slow request keeps it and a dead one frees it within seconds.
 */
export const IDEMPOTENCY_LEASE_MS = 10_000;
/** A larger answer is not kept: a retry is then told the request was carried out (409). */
export const IDEMPOTENCY_MAX_RESPONSE_BYTES = 64 * 1024;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** What a retry gets again. A problem is kept as its key and parameters, rendered in the retry's language. */
export type StoredAnswer =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'empty'; status: number }
  | {
      kind: 'problem';
      status: number;
      code: string;
      messageKey: string;
      options: Record<string, unknown>;
    };

export type Claim =
  | { outcome: 'claimed'; attempt: string }
  | { outcome: 'replay'; answer: StoredAnswer }
  | { outcome: 'applied' }
  | { outcome: 'in-progress'; retryAfterSeconds: number }
  | { outcome: 'reused' };

/** The claim this attempt held was taken over (its lease ran out): its write must not commit. */
export class IdempotencyClaimLostError extends Error {
  constructor() {
    super('idempotency claim lost to a later attempt');
    this.name = 'IdempotencyClaimLostError';
  }
}

/**
 * The `idempotency.keys` table of one database: claims a (caller, key) for an attempt, marks it
 * applied in the write's transaction, stores the answer, releases it after a failure.
 */
export class IdempotencyStore {
  private lastPrune = 0;
  private readonly now: () => Date;
  readonly ttlMs: number;
  readonly leaseMs: number;
  /** How often the live holder renews its claim: several renewals fit in one lease. */
  readonly renewEveryMs: number;
  readonly logger?: Logger;

  constructor(
    private readonly db: Db,
    options: {
      now?: () => Date;
      ttlMs?: number;
      leaseMs?: number;
      renewEveryMs?: number;
      logger?: Logger;
    } = {},
  ) {
    this.logger = options.logger;
    this.now = options.now ?? (() => new Date());
    this.ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
    this.leaseMs = options.leaseMs ?? IDEMPOTENCY_LEASE_MS;
    this.renewEveryMs = options.renewEveryMs ?? Math.max(1, Math.floor(this.leaseMs / 5));
  }

  private where(caller: string, key: string) {
    return and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key));
  }

  async claim(caller: string, key: string, fingerprint: string): Promise<Claim> {
    await this.maybePrune();
    // A few rounds at most: each lost race means another attempt changed the row meanwhile.
    for (let round = 0; round < 5; round++) {
      const now = this.now();
      const attempt = randomUUID();
      const fresh = { fingerprint, state: 'running' as const, attempt, claimedAt: now };
      const inserted = await this.db
        .insert(idempotencyKeys)
        .values({ caller, key, ...fresh, createdAt: now })
        .onConflictDoNothing()
        .returning({ attempt: idempotencyKeys.attempt });
      if (inserted.length) return { outcome: 'claimed', attempt };

      const [row] = await this.db.select().from(idempotencyKeys).where(this.where(caller, key));
      if (!row) continue; // pruned in between
      const expired = row.createdAt.getTime() <= now.getTime() - this.ttlMs;
      const abandoned = row.state === 'running' && row.claimedAt.getTime() <= now.getTime() - this.leaseMs;
      if (!expired) {
        if (row.fingerprint !== fingerprint) return { outcome: 'reused' };
        if (row.state === 'done' && row.response)
          return { outcome: 'replay', answer: row.response as StoredAnswer };
        if (row.state !== 'running') return { outcome: 'applied' };
        if (!abandoned) {
          const left = row.claimedAt.getTime() + this.leaseMs - now.getTime();
          return {
            outcome: 'in-progress',
            retryAfterSeconds: Math.max(1, Math.min(5, Math.ceil(left / 1000))),
          };
        }
      }
      // An expired key starts over; an abandoned attempt (it never committed) is taken over. The
      // update names the attempt it replaces, so of two retries racing for it only one wins.
      const taken = await this.db
        .update(idempotencyKeys)
        .set({ ...fresh, status: null, response: null, ...(expired && { createdAt: now }) })
        .where(and(this.where(caller, key), eq(idempotencyKeys.attempt, row.attempt)))
        .returning({ attempt: idempotencyKeys.attempt });
      if (taken.length) return { outcome: 'claimed', attempt };
    }
    return { outcome: 'in-progress', retryAfterSeconds: 1 };
  }

  /** The holder is alive: its `running` claim's lease starts again now. False once it lost it. */
  async renew(caller: string, key: string, attempt: string): Promise<boolean> {
    const renewed = await this.db
      .update(idempotencyKeys)
      .set({ claimedAt: this.now() })
      .where(
        and(
          this.where(caller, key),
          eq(idempotencyKeys.attempt, attempt),
          eq(idempotencyKeys.state, 'running'),
        ),
      )
      .returning({ attempt: idempotencyKeys.attempt });
    return renewed.length > 0;
  }

  /**
   * Renews the claim every `renewEveryMs` until the returned function is called (the request is
   * over; it resolves once no renewal is in flight), so only a holder that died stops renewing.
   * A failed renewal is logged, not thrown: if the claim was taken over, `markApplied` refuses.
   */
  holdClaim(caller: string, key: string, attempt: string): () => Promise<void> {
    let renewing: Promise<void> | undefined;
    const timer = setInterval(() => {
      renewing ??= this.renew(caller, key, attempt)
        .then((held) => {
          if (!held) clearInterval(timer);
        })
        .catch((err: unknown) => this.logger?.warn({ err }, 'idempotency claim renewal failed'))
        .finally(() => (renewing = undefined));
    }, this.renewEveryMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await renewing;
    };
  }

  /** In the write's transaction: the key is spent if and only if the write commits. */
  async markApplied(tx: Db, caller: string, key: string, attempt: string): Promise<void> {
    const marked = await tx
      .update(idempotencyKeys)
      .set({ state: 'applied' })
      .where(
        and(
          this.where(caller, key),
          eq(idempotencyKeys.attempt, attempt),
          inArray(idempotencyKeys.state, ['running', 'applied']),
        ),
      )
      .returning({ attempt: idempotencyKeys.attempt });
    if (!marked.length) throw new IdempotencyClaimLostError();
  }

  /** Keeps the answer for retries; one too large to keep leaves the key `applied`. */
  async answer(caller: string, key: string, attempt: string, answer: StoredAnswer): Promise<void> {
    const fits = Buffer.byteLength(JSON.stringify(answer)) <= IDEMPOTENCY_MAX_RESPONSE_BYTES;
    await this.db
      .update(idempotencyKeys)
      .set(
        fits
          ? { state: 'done', status: answer.status, response: answer }
          : { state: 'applied', status: answer.status },
      )
      .where(and(this.where(caller, key), eq(idempotencyKeys.attempt, attempt)));
  }

  /** The handler answered in its own way (a stream): nothing to replay, but it was carried out. */
  async settle(caller: string, key: string, attempt: string): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ state: 'applied' })
      .where(and(this.where(caller, key), eq(idempotencyKeys.attempt, attempt)));
  }

  /** After a 5xx or a crash before the commit: the retry runs again. A committed write keeps its key. */
  async release(caller: string, key: string, attempt: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          this.where(caller, key),
          eq(idempotencyKeys.attempt, attempt),
          eq(idempotencyKeys.state, 'running'),
        ),
      );
  }

  /** An erased account's keys and answers go with it (`enableIdempotency` with a bus). */
  async forgetCaller(caller: string): Promise<void> {
    await this.db.delete(idempotencyKeys).where(eq(idempotencyKeys.caller, caller));
  }

  /** Forgets keys older than a day. */
  async prune(): Promise<void> {
    this.lastPrune = this.now().getTime();
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(this.lastPrune - this.ttlMs)));
  }

  // On the way in, at most every ten minutes per process: no timer to start or stop.
  private async maybePrune() {
    if (this.now().getTime() - this.lastPrune >= PRUNE_EVERY_MS) await this.prune();
  }
}

/** Migrates the kit's `idempotency` schema in this database and opens its store. */
export async function openIdempotency(
  database: Database,
  options?: ConstructorParameters<typeof IdempotencyStore>[1],
): Promise<IdempotencyStore> {
  await database.migrate(IDEMPOTENCY_MIGRATIONS, 'idempotency');
  return new IdempotencyStore(database.db, options);
}
