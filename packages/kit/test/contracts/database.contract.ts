import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../src/db/database.js';
import { isUniqueViolation } from '../../src/db/errors.js';
import * as t from '../fixtures/contract-schema.js';

const migrations = path.resolve(import.meta.dirname, '../fixtures/drizzle');

/** The Database port's contract, run on PGlite and on PostgreSQL. */
export function databaseContract(name: string, open: () => Database) {
  describe(`Database contract: ${name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = open();
      await database.migrate(migrations, 'kit_contract');
    });
    beforeEach(async () => {
      await database.db.execute(sql`truncate kit_contract.effects`);
    });

    it('applies migrations once: a second run changes nothing and fails nothing', async () => {
      await database.migrate(migrations, 'kit_contract');
      const applied = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from drizzle.migrations_kit_contract`),
      );
      expect(applied[0]?.n).toBe(1);
    });

    it('commits a transaction as a whole and rolls a failed one back as a whole', async () => {
      await database.db.transaction(async (tx) => {
        await tx.insert(t.effects).values({ key: 'a', count: 1 });
        await tx.insert(t.effects).values({ key: 'b', count: 1 });
      });
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(t.effects).values({ key: 'c', count: 1 });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const keys = (await database.db.select().from(t.effects).orderBy(t.effects.key)).map((r) => r.key);
      expect(keys).toEqual(['a', 'b']);
    });

    it('reports a unique violation the same way on both engines', async () => {
      await database.db.insert(t.effects).values({ key: 'dup', count: 1 });
      const err = await database.db
        .insert(t.effects)
        .values({ key: 'dup', count: 1 })
        .catch((e: unknown) => e);
      expect(isUniqueViolation(err)).toBe(true);
      expect(isUniqueViolation(new Error('other'))).toBe(false);
    });

    it('keeps concurrent read-modify-write transactions correct with row locks', async () => {
      await database.db.insert(t.effects).values({ key: 'counter', count: 0 });
      await Promise.all(
        Array.from({ length: 20 }, () =>
          database.db.transaction(async (tx) => {
            const [row] = await tx.select().from(t.effects).where(eq(t.effects.key, 'counter')).for('update');
            await tx
              .update(t.effects)
              .set({ count: row!.count + 1 })
              .where(eq(t.effects.key, 'counter'));
          }),
        ),
      );
      const [row] = await database.db.select().from(t.effects).where(eq(t.effects.key, 'counter'));
      expect(row?.count).toBe(20);
    });

    it('answers its readiness probe', async () => {
      await expect(database.ping()).resolves.toBeUndefined();
    });
  });
}
