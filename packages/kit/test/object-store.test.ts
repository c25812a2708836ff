import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError } from '../src/object-store/keys.js';
import { LocalDiskObjectStore } from '../src/object-store/local-disk.js';
import { objectStoreContract } from './contracts/object-store.contract.js';

// The embedded adapter: files under a temporary DATA_DIR/media, a new one per run.
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-objects-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

objectStoreContract('local disk', () => LocalDiskObjectStore.open(path.join(root, 'media')));

/** Every path under `dir`, relative, sorted (dot-names included). */
async function tree(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true });
  return entries.map((p) => p.split(path.sep).join('/')).sort();
}

const plain = { contentType: 'text/plain' };

describe('local disk only', () => {
  it('keeps each object as a plain file under the root, its type in a hidden sidecar', async () => {
    const store = await LocalDiskObjectStore.open(path.join(root, 'plain'));
    await store.put('members/1/cv.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(await fs.readFile(path.join(root, 'plain', 'members', '1', 'cv.pdf'), 'utf8')).toBe('%PDF');
    expect(await tree(path.join(root, 'plain'))).toEqual([
      'members',
      'members/1',
      'members/1/.cv.pdf.meta.json',
      'members/1/cv.pdf',
    ]);
    // Deleting the last object of a folder removes the folders it leaves empty.
    await store.delete('members/1/cv.pdf');
    expect(await tree(path.join(root, 'plain'))).toEqual([]);
  });

  it('refuses a folder inside the store that is a symlink to somewhere else', async () => {
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-outside-'));
    try {
      await fs.writeFile(path.join(outside, 'secret.txt'), 'secret');
      const store = await LocalDiskObjectStore.open(path.join(root, 'linked'));
      await fs.symlink(outside, path.join(root, 'linked', 'members'));

      const refused = (p: Promise<unknown>) => expect(p).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await refused(store.get('members/secret.txt'));
      await refused(store.stat('members/secret.txt'));
      await refused(store.delete('members/secret.txt'));
      await refused(store.put('members/new.txt', Buffer.from('x'), plain));
      // Deeper: mkdir must not create folders on the other side of the link either.
      await refused(store.put('members/sub/deeper/new.txt', Buffer.from('x'), plain));
      await refused(store.list('members'));
      await refused(store.deletePrefix('members'));

      expect(await tree(outside)).toEqual(['secret.txt']);
      expect(await fs.readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret');
    } finally {
      await fs.rm(outside, { recursive: true, force: true });
    }
  });

  it('refuses an object file that is a symlink to a file elsewhere', async () => {
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-outside-'));
    try {
      await fs.writeFile(path.join(outside, 'passwd'), 'secret');
      const store = await LocalDiskObjectStore.open(path.join(root, 'file-link'));
      await store.put('members/1/photo.webp', Buffer.from('img'), { contentType: 'image/webp' });
      await fs.symlink(path.join(outside, 'passwd'), path.join(root, 'file-link', 'members', '1', 'leak'));

      await expect(store.get('members/1/leak')).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.stat('members/1/leak')).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.delete('members/1/leak')).rejects.toBeInstanceOf(InvalidObjectKeyError);
      // Listings only show real files.
      expect(await store.list('members')).toEqual(['members/1/photo.webp']);
      expect(await fs.readFile(path.join(outside, 'passwd'), 'utf8')).toBe('secret');
    } finally {
      await fs.rm(outside, { recursive: true, force: true });
    }
  });

  it('leaves no temp file and no new folder behind after a failed write', async () => {
    const store = await LocalDiskObjectStore.open(path.join(root, 'temps'));
    await store.put('kept/x', Buffer.from('x'), plain);
    // Streams: their length is only known once the file is being written.
    const short = () => Readable.from([Buffer.alloc(3)]);
    await expect(store.put('a/b/c', short(), { ...plain, size: 4 })).rejects.toThrow();
    await expect(store.put('kept/y', short(), { ...plain, size: 4 })).rejects.toThrow();
    expect(await tree(path.join(root, 'temps'))).toEqual(['kept', 'kept/.x.meta.json', 'kept/x']);
    // So a failed put never blocks a later object named like the folder it would have made.
    await store.put('a', Buffer.from('a'), plain);
    expect(await store.list('kept')).toEqual(['kept/x']);
  });

  it('writes nothing anywhere for an unsafe key', async () => {
    const base = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-escape-'));
    try {
      const store = await LocalDiskObjectStore.open(path.join(base, 'data', 'media'));
      for (const key of ['../x', '../../x', 'a/../../x', '/tmp/x', '%2e%2e/x', '..\\x', 'a b', '.x']) {
        await expect(store.put(key, Buffer.from('x'), plain)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.deletePrefix(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      }
      expect(await tree(base)).toEqual(['data', 'data/media']);
    } finally {
      await fs.rm(base, { recursive: true, force: true });
    }
  });
});
