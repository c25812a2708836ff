import { pgSchema, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platformTables } from '@mawadda/kit';

/** Everything the billing service owns lives in the `billing` schema (DESIGN §3). */
export const billingSchema = pgSchema('billing');
export const platform = platformTables(billingSchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The free trial: one row per member, ever (the primary key), so a second start is a no-op
 * whatever path it comes by. Erasure deletes the row with the account.
 */
export const trials = billingSchema.table('trials', {
  memberId: uuid('member_id').primaryKey(),
  startedAt: stamp('started_at').notNull(),
  endsAt: stamp('ends_at').notNull(),
});
export type TrialRow = typeof trials.$inferSelect;
