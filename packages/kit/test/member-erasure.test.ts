import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { REVOCATION_MIGRATIONS } from '../src/revocation/revocation-feed.js';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/database.js';
import {
  erasedColumn,
  erasedIn,
  isErasedMember,
  recordErasure,
  takeAdvisoryLocks,
  writerLocks,
} from '../src/revocation/member-erasure.js';

let database: Database;
beforeAll(async () => {
  database = await openPgliteDatabase();
  await database.migrate(REVOCATION_MIGRATIONS, 'revocations');
});
afterAll(() => database.close());

it('knows a member erased here, and no one else, inside a write transaction', async () => {
  const eventId = '0d3c1a53-8b8a-4f4e-9d43-5b3f0cf6a001';
  await database.db.transaction((tx) =>
    recordErasure(tx, { memberId: 'gone', deletedAt: new Date(), eventId }),
  );
  expect(await database.db.transaction((tx) => isErasedMember(tx, 'gone'))).toBe(true);
  expect(await database.db.transaction((tx) => isErasedMember(tx, 'still-here'))).toBe(false);
});

it("reads a batch's erased writers after its locks, in the batch's own statements", async () => {
  const eventId = '0d3c1a53-8b8a-4f4e-9d43-5b3f0cf6a002';
  await database.db.transaction((tx) =>
    recordErasure(tx, { memberId: 'gone-too', deletedAt: new Date(), eventId }),
  );
  const erased = await database.db.transaction(async (tx) => {
    // The writers' shared locks and a lock of the batch's own, in one statement, in that order.
    await takeAdvisoryLocks(tx, [...writerLocks(['here', 'gone-too', 'here']), { key: 'batch:own' }]);
    const [row] = rowsOf<{ erased: unknown }>(
      await tx.execute(sql`select ${erasedColumn(['here', 'gone-too'])} as erased`),
    );
    return erasedIn(row!.erased);
  });
  expect([...erased]).toEqual(['gone-too']);
  expect(writerLocks(['b', 'a', 'b'])).toEqual([
    { key: 'member:a', shared: true },
    { key: 'member:b', shared: true },
  ]);
});
