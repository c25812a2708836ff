import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import type { ProviderEvent } from '../port.js';
import {
  checkoutSessions,
  paymentMethods,
  savedCharges,
  webhookEvents,
  type CheckoutSessionRow,
  type PaymentMethodRow,
  type SessionStatus,
} from './sandbox-schema.js';

/** The sandbox's queries. Every function takes the Db it runs on, so a transaction can pass itself. */

export async function insertSession(db: Db, row: typeof checkoutSessions.$inferInsert) {
  await db.insert(checkoutSessions).values(row);
}

export async function findSession(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

/**
 * Moves a session on only from one of the statuses `from` (compare and set): of two submits of
 * one checkout, one wins and the other finds it decided. Undefined when it was not in `from`.
 */
export async function moveSession(
  db: Db,
  id: string,
  from: SessionStatus[],
  patch: Partial<typeof checkoutSessions.$inferInsert> & { status: SessionStatus; updatedAt: Date },
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set(patch)
    .where(and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, from)))
    .returning();
  return row;
}

export async function insertPaymentMethod(db: Db, row: PaymentMethodRow) {
  await db.insert(paymentMethods).values(row);
}

export async function findPaymentMethod(db: Db, ref: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.ref, ref));
  return row;
}

export type SavedChargeRow = typeof savedCharges.$inferSelect;

/** Records a charge unless its order id has one already; answers the one that stands. */
export async function recordCharge(db: Db, row: SavedChargeRow): Promise<SavedChargeRow> {
  await db.insert(savedCharges).values(row).onConflictDoNothing({ target: savedCharges.orderId });
  const [stored] = await db.select().from(savedCharges).where(eq(savedCharges.orderId, row.orderId));
  return stored!;
}

export async function insertWebhookEvent(db: Db, sessionId: string, event: ProviderEvent, at: Date) {
  await db.insert(webhookEvents).values({ id: event.id, sessionId, event, createdAt: at });
}

export async function isDelivered(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ deliveredAt: webhookEvents.deliveredAt })
    .from(webhookEvents)
    .where(eq(webhookEvents.id, eventId));
  return !!row?.deliveredAt;
}

export async function markDelivered(db: Db, eventId: string, at: Date) {
  await db
    .update(webhookEvents)
    .set({ deliveredAt: at })
    .where(and(eq(webhookEvents.id, eventId), isNull(webhookEvents.deliveredAt)));
}

/** Events billing has not accepted yet, oldest first. */
export async function undeliveredEvents(db: Db, limit: number): Promise<ProviderEvent[]> {
  const rows = await db
    .select({ event: webhookEvents.event })
    .from(webhookEvents)
    .where(isNull(webhookEvents.deliveredAt))
    .orderBy(asc(webhookEvents.createdAt))
    .limit(limit);
  return rows.map((r) => r.event);
}
