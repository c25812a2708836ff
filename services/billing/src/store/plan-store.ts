import { asc, eq } from 'drizzle-orm';
import type { PlanId } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { PlanFacts } from '../domain/plans.js';
import { plans, type PlanRow } from './schema.js';

/** The plans and their prices (before VAT). */
export class PlanStore {
  /** Seeds the spec's plans where missing; a price staff changed is never put back. */
  async seed(db: Db, defaults: readonly PlanFacts[], at: Date): Promise<void> {
    await db
      .insert(plans)
      .values(defaults.map((p) => ({ ...p, names: { ...p.names }, updatedAt: at })))
      .onConflictDoNothing({ target: plans.id });
  }

  /** Shortest first: the order the site shows them in. */
  async list(db: Db): Promise<PlanRow[]> {
    return db.select().from(plans).orderBy(asc(plans.months));
  }

  async find(db: Db, id: PlanId): Promise<PlanRow | undefined> {
    const [row] = await db.select().from(plans).where(eq(plans.id, id));
    return row;
  }

  async update(
    tx: Db,
    id: PlanId,
    change: Pick<PlanRow, 'listPriceMinor' | 'priceMinor' | 'names' | 'updatedAt'>,
  ): Promise<PlanRow | undefined> {
    const [row] = await tx.update(plans).set(change).where(eq(plans.id, id)).returning();
    return row;
  }
}
