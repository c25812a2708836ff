import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type PgSchema,
} from 'drizzle-orm/pg-core';
import type { EventEnvelope } from '@mawadda/contracts';

/**
 * The event plumbing tables every service keeps in its own schema (DESIGN §4): the outbox it
 * writes in the same transaction as its state, the inbox of events it applied, the events it
 * gave up on, and the lease that lets one relay at a time publish (so per-key order holds).
 */
export function platformTables(schema: PgSchema) {
  const outbox = schema.table(
    'outbox',
    {
      seq: bigserial('seq', { mode: 'number' }).primaryKey(),
      id: uuid('id').notNull().unique(),
      type: text('type').notNull(),
      key: text('key').notNull(),
      envelope: jsonb('envelope').$type<EventEnvelope>().notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
    },
    (t) => [
      index('outbox_unpublished_idx')
        .on(t.seq)
        .where(sql`published_at is null`),
    ],
  );
  const inbox = schema.table(
    'inbox',
    {
      eventId: uuid('event_id').notNull(),
      consumer: text('consumer').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).defaultNow().notNull(),
    },
    (t) => [primaryKey({ columns: [t.eventId, t.consumer] })],
  );
  const deadLetters = schema.table('dead_letters', {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    envelope: jsonb('envelope').$type<EventEnvelope>().notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  });
  const relayLease = schema.table('relay_lease', {
    id: smallint('id').primaryKey(),
    owner: text('owner').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  });
  return { outbox, inbox, deadLetters, relayLease };
}

export type PlatformTables = ReturnType<typeof platformTables>;
