import { count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUniqueViolation, problems, sqlStateOf, type Db } from '@mawadda/kit';

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

  async get(id: Row['id']): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(this.table as PgTable)
      .where(eq(this.table.id, id))
      .limit(1);
    return row as Row | undefined;
  }

  async insert(values: Record<string, unknown>, db: Db = this.db): Promise<Row> {
    const [row] = await this.guard(
      db
        .insert(this.table)
        .values(values as never)
        .returning(),
    );
    return row as unknown as Row;
  }

  async update(id: Row['id'], values: Record<string, unknown>, db: Db = this.db): Promise<Row | undefined> {
    const [row] = await this.guard(
      db
        .update(this.table)
        .set({ ...values, ...('updatedAt' in this.table ? { updatedAt: new Date() } : {}) } as never)
        .where(eq(this.table.id, id))
        .returning(),
    );
    return row as unknown as Row | undefined;
  }

  async delete(id: Row['id']): Promise<Row | undefined> {
    const [row] = await this.db.delete(this.table).where(eq(this.table.id, id)).returning();
    return row as unknown as Row | undefined;
  }

  /** A duplicate slug or key is the caller's to fix: 409 on the field, not a 500. */
  private async guard<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const field =
        this.uniqueFields[sqlStateOf(err).constraint ?? ''] ?? Object.values(this.uniqueFields)[0] ?? 'id';
      throw problems.field(409, `${field}_taken`, field, 'validation.invalid');
    }
  }
}
