import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError } from '../../src/object-store/keys.js';
import type { ObjectStore } from '../../src/object-store/port.js';
import { ObjectSizeMismatchError } from '../../src/object-store/sized-body.js';

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/** A body that sends some bytes, then fails like a dropped upload. */
const failingStream = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(1024, 1));
      this.destroy(new Error('connection reset'));
    },
  });

/**
 * The ObjectStore port's contract, run on local disk and on MinIO. Each run works under its own
 * folder, so runs against one shared bucket never see each other's objects.
 */
export function objectStoreContract(name: string, open: () => Promise<ObjectStore>) {
  describe(`ObjectStore contract: ${name}`, () => {
    const run = `contract-${randomUUID()}`;
    const key = (rest: string) => `${run}/${rest}`;
    let store: ObjectStore;
    const ready = (async () => (store = await open()))();
    afterAll(async () => {
      await store.deletePrefix(run);
      await store.close();
    });

    it('keeps bytes, type and size, from a Buffer and from a stream', async () => {
      await ready;
      const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
      const info = await store.put(key('a/one.bin'), bytes, { contentType: 'application/pdf' });
      expect(info).toEqual({ key: key('a/one.bin'), contentType: 'application/pdf', size: 9 });
      const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
      await store.put(key('a/two.webp'), Readable.from([big.subarray(0, 1000), big.subarray(1000)]), {
        contentType: 'image/webp',
        size: big.length,
      });
      const got = await store.get(key('a/one.bin'));
      expect(got).toMatchObject({ contentType: 'application/pdf', size: 9 });
      expect((await read(got!.stream)).equals(bytes)).toBe(true);
      const two = await store.get(key('a/two.webp'));
      expect(two?.size).toBe(big.length);
      expect((await read(two!.stream)).equals(big)).toBe(true);
      expect(await store.stat(key('a/two.webp'))).toEqual({
        key: key('a/two.webp'),
        contentType: 'image/webp',
        size: big.length,
      });
    });

    it('replaces an object under the same key', async () => {
      await ready;
      await store.put(key('r/x'), Buffer.from('old'), { contentType: 'text/plain' });
      await store.put(key('r/x'), Buffer.from('newer'), { contentType: 'application/json' });
      const got = await store.get(key('r/x'));
      expect(got).toMatchObject({ contentType: 'application/json', size: 5 });
      expect((await read(got!.stream)).toString()).toBe('newer');
    });

    it('answers undefined for a missing key, and deletes idempotently', async () => {
      await ready;
      expect(await store.get(key('none/x'))).toBeUndefined();
      expect(await store.stat(key('none/x'))).toBeUndefined();
      await store.put(key('d/x'), Buffer.from('x'), { contentType: 'text/plain' });
      await store.delete(key('d/x'));
      await store.delete(key('d/x'));
      expect(await store.get(key('d/x'))).toBeUndefined();
    });

    it('lists a folder sorted, at any depth, and never a sibling whose name starts the same', async () => {
      await ready;
      for (const k of ['m/1/b/x', 'm/1/a', 'm/1/c/d/e', 'm/10/a', 'm/1x']) {
        await store.put(key(k), Buffer.from(k), { contentType: 'text/plain' });
      }
      expect(await store.list(key('m/1'))).toEqual([key('m/1/a'), key('m/1/b/x'), key('m/1/c/d/e')]);
      expect(await store.list(key('m/1/'))).toEqual([key('m/1/a'), key('m/1/b/x'), key('m/1/c/d/e')]);
      expect(await store.list(key('m/nobody'))).toEqual([]);
    });

    it('deletes exactly one folder and tells how many objects went', async () => {
      await ready;
      for (const k of ['p/7/a', 'p/7/b/c', 'p/70/a', 'p/7x']) {
        await store.put(key(k), Buffer.from(k), { contentType: 'text/plain' });
      }
      expect(await store.deletePrefix(key('p/7'))).toBe(2);
      expect(await store.list(key('p/7'))).toEqual([]);
      expect(await store.list(key('p/70'))).toEqual([key('p/70/a')]);
      expect(await store.stat(key('p/7x'))).toBeDefined();
      expect(await store.deletePrefix(key('p/7'))).toBe(0);
    });

    it('stores nothing when the body is shorter or longer than promised', async () => {
      await ready;
      const cases: [string, Buffer | Readable, number][] = [
        ['short-buffer', Buffer.alloc(10), 11],
        ['long-buffer', Buffer.alloc(10), 9],
        ['short-stream', Readable.from([Buffer.alloc(10)]), 11],
        ['long-stream', Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), 9],
      ];
      for (const [k, body, size] of cases) {
        await expect(
          store.put(key(`s/${k}`), body, { contentType: 'text/plain', size }),
        ).rejects.toBeInstanceOf(ObjectSizeMismatchError);
        expect(await store.stat(key(`s/${k}`))).toBeUndefined();
      }
    });

    it('stores nothing when the body fails half-way', async () => {
      await ready;
      await expect(
        store.put(key('f/broken'), failingStream(), { contentType: 'text/plain' }),
      ).rejects.toThrow();
      expect(await store.stat(key('f/broken'))).toBeUndefined();
      expect(await store.list(key('f'))).toEqual([]);
    });

    it('refuses every key that could leave its folder, the same way, writing nothing', async () => {
      await ready;
      const bad = [
        '../x',
        `${run}/../escape`,
        '/abs/x',
        `${run}//x`,
        `${run}/.hidden`,
        `${run}/%2e%2e/x`,
        `${run}/a\\b`,
        `${run}/a b`,
        `${run}/é`,
        '',
        `${run}/${'a'.repeat(600)}`,
      ];
      for (const k of bad) {
        await expect(store.put(k, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
          InvalidObjectKeyError,
        );
        await expect(store.get(k)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.delete(k)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      }
      await expect(store.deletePrefix('..')).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.list('/')).rejects.toBeInstanceOf(InvalidObjectKeyError);
      expect(await store.list(run)).not.toContain(expect.stringContaining('escape'));
    });

    it('refuses a content type that could not be sent back as a header', async () => {
      await ready;
      for (const contentType of ['', 'text', 'text/plain\r\nX-Evil: 1', 'a'.repeat(300)]) {
        await expect(store.put(key('t/x'), Buffer.from('x'), { contentType })).rejects.toThrow(TypeError);
      }
      expect(await store.stat(key('t/x'))).toBeUndefined();
    });

    it('answers ping', async () => {
      await ready;
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
