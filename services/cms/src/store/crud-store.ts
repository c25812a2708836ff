import { count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUniqueViolation, sqlStateOf, type Db } from '@mawadda/kit';

/** A write as stored, or the unique field (slug, key) another row already holds. */
export type Written<Row> = { ok: true; row: Row } | { ok: false; taken: string };

/**
 * Staff reads and writes of one table, by id. Drizzle's types are per table; this one class
 * serves every content table, so rows are typed by the caller and values checked by zod upstream.
 */
export class CrudStore<Row extends { id: number | string }> {
  constructor(
    private readonly db: Db,
    private readonly table: PgTable & { id: AnyPgColumn },
    /** Unique constraint name → the field a duplicate is reported on. */
    private readonly uniqueFields: Record<string, string> = {},
  ) {}

  async list(spec: {
    where?: SQL;
    orderBy: SQL[];
    offset: number;
    limit: number;
  }): Promise<{ rows: Row[]; total: number }> {
    const t = this.table as PgTable;
    const [rows, counted] = await Promise.all([
      this.db
        .select()
        .from(t)
        .where(spec.where)
        .orderBy(...spec.orderBy)
        .limit(spec.limit)
        .offset(spec.offset),
      this.db.select({ n: count() }).from(t).where(spec.where),
    ]);
    return { rows: rows as unknown as Row[], total: counted[0]?.n ?? 0 };
  }

  async get(id: Row['id'], db: Db = this.db): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(this.table as PgTable)
      .where(eq(this.table.id, id))
      .limit(1);
    return row as Row | undefined;
  }

  /** Writes take the caller's transaction, where the staff audit line commits with them. */
  async insert(values: Record<string, unknown>, db: Db = this.db): Promise<Written<Row>> {
    return this.guard(db, async (sp) => {
      const [row] = await sp
        .insert(this.table)
        .values(values as never)
        .returning();
      return row as unknown as Row;
    });
  }

  /** Undefined when no row has this id. */
  async update(
    id: Row['id'],
    values: Record<string, unknown>,
    db: Db = this.db,
  ): Promise<Written<Row> | undefined> {
    const written = await this.guard(db, async (sp) => {
      const [row] = await sp
        .update(this.table)
        .set({ ...values, ...('updatedAt' in this.table ? { updatedAt: new Date() } : {}) } as never)
        .where(eq(this.table.id, id))
        .returning();
      return row as unknown as Row | undefined;
    });
    if (written.ok && !written.row) return undefined;
    return written as Written<Row>;
  }

  async delete(id: Row['id'], db: Db = this.db): Promise<Row | undefined> {
    const [row] = await db.delete(this.table).where(eq(this.table.id, id)).returning();
    return row as unknown as Row | undefined;
  }

  /** A duplicate slug or key is the caller's to fix, so it comes back as a value, not a 500. */
  private async guard<T>(
    db: Db,
    write: (sp: Db) => Promise<T>,
  ): Promise<{ ok: true; row: T } | { ok: false; taken: string }> {
    try {
      // In a savepoint: a duplicate leaves the caller's transaction usable.
      return { ok: true, row: await db.transaction(write) };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const field =
        this.uniqueFields[sqlStateOf(err).constraint ?? ''] ?? Object.values(this.uniqueFields)[0] ?? 'id';
      return { ok: false, taken: field };
    }
  }
}
