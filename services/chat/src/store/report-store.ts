import { eq } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { reportSnapshots, type ReportSnapshotRow } from './schema.js';

/** Reported conversations, frozen as they were for staff. */
export class ReportStore {
  async create(tx: Db, row: Omit<ReportSnapshotRow, 'createdAt'> & { createdAt: Date }) {
    const [stored] = await tx.insert(reportSnapshots).values(row).returning();
    return stored!;
  }

  async find(db: Db, id: string): Promise<ReportSnapshotRow | undefined> {
    const [row] = await db.select().from(reportSnapshots).where(eq(reportSnapshots.id, id));
    return row;
  }

  /** Erasure of a reporter: the snapshot stays for moderation, without who filed it. */
  async forgetReporter(tx: Db, memberId: string): Promise<void> {
    await tx
      .update(reportSnapshots)
      .set({ reporterId: null })
      .where(eq(reportSnapshots.reporterId, memberId));
  }
}
