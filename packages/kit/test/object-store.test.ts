import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError } from '../src/object-store/keys.js';
import { LocalDiskObjectStore } from '../src/object-store/local-disk.js';
import { objectStoreContract } from './contracts/object-store.contract.js';

// The embedded adapter: files under a temporary DATA_DIR/media.
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-objects-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

objectStoreContract('local disk', () => LocalDiskObjectStore.open(path.join(root, 'media')));

describe('local disk only', () => {
  it('refuses a folder inside the store that is a symlink to somewhere else', async () => {
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-outside-'));
    await fs.writeFile(path.join(outside, 'secret.txt'), 'secret');
    const store = await LocalDiskObjectStore.open(path.join(root, 'linked'));
    await fs.symlink(outside, path.join(root, 'linked', 'members'));
    await expect(store.get('members/secret.txt')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(
      store.put('members/new.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(InvalidObjectKeyError);
    await expect(fs.stat(path.join(outside, 'new.txt'))).rejects.toThrow();
    await fs.rm(outside, { recursive: true, force: true });
  });

  it('leaves no temp file behind after a failed write', async () => {
    const store = await LocalDiskObjectStore.open(path.join(root, 'temps'));
    await expect(store.put('a/b', Buffer.alloc(3), { contentType: 'text/plain', size: 4 })).rejects.toThrow();
    const left = await fs.readdir(path.join(root, 'temps', 'a')).catch(() => []);
    expect(left).toEqual([]);
  });
});
