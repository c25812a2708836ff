import { index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The `Idempotency-Key` records of one database, a kit-owned schema beside each service's own:
 * replicas share their database, so a retry landing on another replica finds the first attempt.
 */
export const idempotencySchema = pgSchema('idempotency');

/**
 * `running`: claimed, write not committed yet; `applied`: the write committed (marked by the
 * outbox), no answer stored yet, or ever if the process died; `done`: the stored answer is what a
 * retry gets.
 */
export const IDEMPOTENCY_STATES = ['running', 'applied', 'done'] as const;
export type IdempotencyState = (typeof IDEMPOTENCY_STATES)[number];

export const idempotencyKeys = idempotencySchema.table(
  'keys',
  {
    /** The principal's id: a key means something only for the caller who sent it. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path, query and body: the same key on another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state').$type<IdempotencyState>().notNull(),
    /** Which attempt holds the row: a stale claim taken over can no longer mark or answer. */
    attempt: uuid('attempt').notNull(),
    status: integer('status'),
    /** What to answer again: `{ kind: 'json' | 'empty' | 'problem', ... }`, bounded in size. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the attempt claimed or last renewed the row: `running` and older than the lease is abandoned. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('keys_created_at_idx').on(t.createdAt)],
);
