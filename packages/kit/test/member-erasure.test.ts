import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { REVOCATION_MIGRATIONS } from '../src/revocation/revocation-feed.js';
import { isErasedMember, recordErasure } from '../src/revocation/member-erasure.js';

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
