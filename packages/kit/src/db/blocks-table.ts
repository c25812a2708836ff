import { index, primaryKey, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';

/**
 * Who blocks whom, as a service keeps it from social's `member.blocked` / `member.unblocked`
 * (profile hides the blocker's media, chat closes the pair's conversation). One row per pair and
 * direction; the index on `blocked_id` serves erasure, which deletes a member's rows on either side.
 */
export const blocksCopyTable = (schema: PgSchema) =>
  schema.table(
    'blocks',
    {
      blockerId: uuid('blocker_id').notNull(),
      blockedId: uuid('blocked_id').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    },
    (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
  );
