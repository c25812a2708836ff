import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { LocalDiskObjectStore } from '../src/object-store/local-disk.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-perms-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const modeOf = (p: string) => fs.statSync(p).mode & 0o777;

it('creates the database and media folders readable by this user only, and tightens old ones', async () => {
  const db = await openPgliteDatabase(path.join(root, 'data', 'pglite'));
  await db.close();
  expect(modeOf(path.join(root, 'data', 'pglite'))).toBe(0o700);
  expect(modeOf(path.join(root, 'data'))).toBe(0o700);

  fs.mkdirSync(path.join(root, 'media'), { mode: 0o755 });
  fs.chmodSync(path.join(root, 'media'), 0o755);
  const store = await LocalDiskObjectStore.open(path.join(root, 'media'));
  await store.put('members/m-1/photo.jpg', Buffer.from('x'), { contentType: 'image/jpeg', size: 1 });
  expect(modeOf(path.join(root, 'media'))).toBe(0o700);
  expect(modeOf(path.join(root, 'media', 'members', 'm-1'))).toBe(0o700);
});
