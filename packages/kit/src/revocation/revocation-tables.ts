import { bigserial, index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platformTables } from '../events/platform-tables.js';

/**
 * The revocation view's own schema, kept in every process's database (DESIGN §5): one row per
 * revocation fact learned from auth's events. Rows are read in `seq` order, so every replica of
 * a service that shares the database ends at the same view by polling what it has not seen.
 */
export const revocationSchema = pgSchema('revocations');

export const REVOCATION_KINDS = [
  /** An ended sign-in: `subject` is the session id (logout, a refresh family revoked for reuse). */
  'session',
  /** Every sign-in of `subject` (a member) issued before `at` (password change). */
  'member-sessions',
  'member-deleted',
  'member-suspended',
  'member-reinstated',
] as const;
export type RevocationKind = (typeof REVOCATION_KINDS)[number];

export const revocationEntries = revocationSchema.table(
  'entries',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<RevocationKind>().notNull(),
    subject: text('subject').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    eventId: uuid('event_id').notNull(),
  },
  (t) => [index('entries_subject_idx').on(t.subject)],
);

/** Inbox and dead letters of the revocation consumer (the outbox and lease stay unused). */
export const revocationPlatform = platformTables(revocationSchema);
// Exported one by one so drizzle-kit sees them when it writes the migration.
export const { outbox, inbox, deadLetters, relayLease } = revocationPlatform;
