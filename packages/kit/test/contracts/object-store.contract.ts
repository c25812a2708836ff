import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError } from '../../src/object-store/keys.js';
import type { ObjectStore } from '../../src/object-store/port.js';
import { ObjectSizeMismatchError } from '../../src/object-store/sized-body.js';

const MB = 1024 * 1024;

const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

const sha256 = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const c of stream) hash.update(c as Buffer);
  return hash.digest('hex');
};

/**
 * `count` chunks of 1 MB, each filled with its own index (so lost, doubled or reordered chunks
 * change the hash), then optionally an error like a dropped upload. Generated lazily: large
 * bodies never sit in memory as a whole.
 */
const megabytes = (count: number, failAfter = false) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < count; i++) yield Buffer.alloc(MB, i % 251);
      if (failAfter) throw new Error('connection reset');
    })(),
  );

const megabytesHash = (count: number) => {
  const hash = createHash('sha256');
  for (let i = 0; i < count; i++) hash.update(Buffer.alloc(MB, i % 251));
  return hash.digest('hex');
};

/**
 * The ObjectStore port's contract, run on local disk and on MinIO. Each run works under its own
 * folder, so parallel runs against one shared bucket never see each other's objects.
 */
export function objectStoreContract(name: string, open: () => Promise<ObjectStore>) {
  describe(`ObjectStore contract: ${name}`, () => {
    const run = `contract-${randomUUID()}`;
    const key = (rest: string) => `${run}/${rest}`;
    const text = (value: string) => Buffer.from(value);
    let store: ObjectStore;

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      if (!store) return;
      await store.deletePrefix(run);
      await store.close();
    });

    it('keeps bytes, type and size, from a Buffer and from a stream', async () => {
      const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
      const info = await store.put(key('a/one.bin'), bytes, { contentType: 'application/pdf' });
      expect(info).toEqual({ key: key('a/one.bin'), contentType: 'application/pdf', size: 9 });
      const got = await store.get(key('a/one.bin'));
      expect(got).toMatchObject({ key: key('a/one.bin'), contentType: 'application/pdf', size: 9 });
      expect((await read(got!.stream)).equals(bytes)).toBe(true);

      // A stream with a promised size, cut across chunk boundaries.
      const big = Buffer.alloc(3 * MB + 17);
      for (let i = 0; i < big.length; i++) big[i] = (i * 7) % 256;
      const two = await store.put(
        key('a/two.webp'),
        Readable.from([big.subarray(0, 1000), big.subarray(1000, 2 * MB), big.subarray(2 * MB)]),
        { contentType: 'image/webp', size: big.length },
      );
      expect(two).toEqual({ key: key('a/two.webp'), contentType: 'image/webp', size: big.length });
      const gotTwo = await store.get(key('a/two.webp'));
      expect(gotTwo).toMatchObject({ contentType: 'image/webp', size: big.length });
      expect((await read(gotTwo!.stream)).equals(big)).toBe(true);
      expect(await store.stat(key('a/two.webp'))).toEqual({
        key: key('a/two.webp'),
        contentType: 'image/webp',
        size: big.length,
      });

      // A stream of unknown length, and an empty object; a content type with a parameter.
      const three = await store.put(key('a/three.txt'), Readable.from([text('héllo '), text('world')]), {
        contentType: 'text/plain; charset=utf-8',
      });
      expect(three.size).toBe(Buffer.byteLength('héllo world'));
      const gotThree = await store.get(key('a/three.txt'));
      expect(gotThree?.contentType).toBe('text/plain; charset=utf-8');
      expect((await read(gotThree!.stream)).toString()).toBe('héllo world');
      await store.put(key('a/empty'), Buffer.alloc(0), { contentType: 'application/octet-stream', size: 0 });
      const empty = await store.get(key('a/empty'));
      expect(empty?.size).toBe(0);
      expect((await read(empty!.stream)).length).toBe(0);
    });

    it('keeps a large stream of unknown length whole (uploaded in several parts)', async () => {
      const info = await store.put(key('big/video.mp4'), megabytes(35), { contentType: 'video/mp4' });
      expect(info.size).toBe(35 * MB);
      const got = await store.get(key('big/video.mp4'));
      expect(got).toMatchObject({ contentType: 'video/mp4', size: 35 * MB });
      expect(await sha256(got!.stream)).toBe(megabytesHash(35));
    });

    it('streams a byte range, clamped to the object, with the total size', async () => {
      await store.put(key('g/x'), text('0123456789'), { contentType: 'video/mp4' });
      const ranged = async (start: number, end?: number) => {
        const got = await store.get(key('g/x'), { range: { start, end } });
        return (
          got && {
            size: got.size,
            type: got.contentType,
            range: got.range,
            bytes: (await read(got.stream)).toString(),
          }
        );
      };
      expect(await ranged(2, 5)).toEqual({
        size: 10,
        type: 'video/mp4',
        range: { start: 2, end: 5 },
        bytes: '2345',
      });
      expect(await ranged(7)).toMatchObject({ range: { start: 7, end: 9 }, bytes: '789' });
      expect(await ranged(0)).toMatchObject({ range: { start: 0, end: 9 }, bytes: '0123456789' });
      expect(await ranged(9, 9)).toMatchObject({ range: { start: 9, end: 9 }, bytes: '9' });
      expect(await ranged(8, 100)).toMatchObject({ range: { start: 8, end: 9 }, bytes: '89' });
      // Nothing of the range is inside the object: no range, no bytes, but the total size.
      for (const [start, end] of [
        [10, undefined],
        [25, 30],
        [5, 3],
        [-1, 2],
      ] as const) {
        expect(await ranged(start, end), `${start}-${end}`).toEqual({
          size: 10,
          type: 'video/mp4',
          range: undefined,
          bytes: '',
        });
      }
      expect(await store.get(key('g/none'), { range: { start: 0 } })).toBeUndefined();

      // Across the boundary of two upload parts (MinIO stores a long body in 16 MB parts).
      await store.put(key('g/big'), megabytes(18), { contentType: 'video/webm' });
      const got = await store.get(key('g/big'), { range: { start: 16 * MB - 3, end: 16 * MB + 2 } });
      expect(got).toMatchObject({ size: 18 * MB, range: { start: 16 * MB - 3, end: 16 * MB + 2 } });
      expect([...(await read(got!.stream))]).toEqual([15, 15, 15, 16, 16, 16]);
    });

    it('replaces an object under the same key, type included', async () => {
      await store.put(key('r/x'), text('old'), { contentType: 'text/plain' });
      const replaced = await store.put(key('r/x'), text('newer'), { contentType: 'application/json' });
      expect(replaced.size).toBe(5);
      const got = await store.get(key('r/x'));
      expect(got).toMatchObject({ contentType: 'application/json', size: 5 });
      expect((await read(got!.stream)).toString()).toBe('newer');
      expect(await store.list(key('r'))).toEqual([key('r/x')]);
    });

    it('answers undefined for a missing key or a folder name, and deletes idempotently', async () => {
      expect(await store.get(key('none/x'))).toBeUndefined();
      expect(await store.stat(key('none/x'))).toBeUndefined();
      await store.delete(key('none/x'));

      await store.put(key('d/sub/x'), text('x'), { contentType: 'text/plain' });
      await store.put(key('d/y'), text('y'), { contentType: 'text/plain' });
      // A folder is not an object.
      expect(await store.get(key('d/sub'))).toBeUndefined();
      expect(await store.stat(key('d/sub'))).toBeUndefined();

      await store.delete(key('d/sub/x'));
      await store.delete(key('d/sub/x'));
      expect(await store.get(key('d/sub/x'))).toBeUndefined();
      expect(await store.stat(key('d/sub/x'))).toBeUndefined();
      // Only that object went.
      expect(await store.list(key('d'))).toEqual([key('d/y')]);
    });

    it('lists a folder sorted, at any depth, and never a sibling whose name starts the same', async () => {
      const inside = ['m/1/b/x', 'm/1/a', 'm/1/c/d/e', 'm/1/B', 'm/1/a-b', 'm/1/a.b', 'm/1/a_b', 'm/1/0'];
      for (const k of [...inside, 'm/10/a', 'm/1x', 'm/1-2/a', 'm/0/1']) {
        await store.put(key(k), text(k), { contentType: 'text/plain' });
      }
      // Code-unit order, which is S3's byte order for these ASCII keys.
      const expected = inside.map(key).sort();
      expect(expected[0]).toBe(key('m/1/0'));
      expect(await store.list(key('m/1'))).toEqual(expected);
      expect(await store.list(key('m/1/'))).toEqual(expected);
      expect(await store.list(key('m/1/c'))).toEqual([key('m/1/c/d/e')]);
      expect(await store.list(key('m/nobody'))).toEqual([]);
      // An object's own name is not a folder.
      expect(await store.list(key('m/1x'))).toEqual([]);
    });

    it('deletes exactly one folder and tells how many objects went', async () => {
      for (const k of ['p/7/a', 'p/7/b/c', 'p/7/b/d/e', 'p/70/a', 'p/7x', 'p/7-1/a']) {
        await store.put(key(k), text(k), { contentType: 'text/plain' });
      }
      expect(await store.deletePrefix(key('p/7'))).toBe(3);
      expect(await store.list(key('p/7'))).toEqual([]);
      expect(await store.stat(key('p/7/a'))).toBeUndefined();
      expect(await store.list(key('p'))).toEqual([key('p/7-1/a'), key('p/70/a'), key('p/7x')]);
      expect(await store.deletePrefix(key('p/7/'))).toBe(0);
      // An object's name is not a folder: deletePrefix leaves the object alone.
      expect(await store.deletePrefix(key('p/7x'))).toBe(0);
      expect(await store.stat(key('p/7x'))).toBeDefined();
      expect(await store.deletePrefix(key('p/nobody'))).toBe(0);
    });

    it('stores nothing when the body is shorter or longer than promised', async () => {
      const cases: [string, () => Buffer | Readable, number][] = [
        ['short-buffer', () => Buffer.alloc(10), 11],
        ['long-buffer', () => Buffer.alloc(10), 9],
        ['short-stream', () => Readable.from([Buffer.alloc(6), Buffer.alloc(4)]), 11],
        ['long-stream', () => Readable.from([Buffer.alloc(6), Buffer.alloc(6)]), 9],
        ['zero-stream', () => Readable.from([]), 1],
        ['short-large-stream', () => megabytes(20), 20 * MB + 1],
        ['long-large-stream', () => megabytes(20), 20 * MB - 1],
      ];
      for (const [k, body, size] of cases) {
        await expect(
          store.put(key(`s/${k}`), body(), { contentType: 'text/plain', size }),
          k,
        ).rejects.toBeInstanceOf(ObjectSizeMismatchError);
        expect(await store.stat(key(`s/${k}`)), k).toBeUndefined();
      }
      expect(await store.list(key('s'))).toEqual([]);

      // A failed replacement leaves the object that was there.
      await store.put(key('s/kept'), text('original'), { contentType: 'text/plain' });
      await expect(
        store.put(key('s/kept'), Readable.from([text('trunc')]), { contentType: 'image/png', size: 9 }),
      ).rejects.toBeInstanceOf(ObjectSizeMismatchError);
      const kept = await store.get(key('s/kept'));
      expect(kept).toMatchObject({ contentType: 'text/plain', size: 8 });
      expect((await read(kept!.stream)).toString()).toBe('original');
    });

    it('stores nothing when the body fails half-way', async () => {
      const cases: [string, () => Readable, number | undefined][] = [
        ['small', () => megabytes(1, true), undefined],
        ['small-sized', () => megabytes(1, true), 2 * MB],
        // Long enough that several parts are uploaded before the failure.
        ['large', () => megabytes(40, true), undefined],
        ['large-sized', () => megabytes(40, true), 41 * MB],
      ];
      for (const [k, body, size] of cases) {
        await expect(
          store.put(key(`f/${k}`), body(), { contentType: 'text/plain', size }),
          k,
        ).rejects.toThrow('connection reset');
        expect(await store.stat(key(`f/${k}`)), k).toBeUndefined();
      }
      expect(await store.list(key('f'))).toEqual([]);

      await store.put(key('f/kept'), text('original'), { contentType: 'text/plain' });
      await expect(
        store.put(key('f/kept'), megabytes(2, true), { contentType: 'image/png' }),
      ).rejects.toThrow('connection reset');
      expect(await store.stat(key('f/kept'))).toEqual({
        key: key('f/kept'),
        contentType: 'text/plain',
        size: 8,
      });
    });

    it('refuses every key that could leave its folder, the same way, writing nothing', async () => {
      await store.put(key('k/present'), text('x'), { contentType: 'text/plain' });
      const before = await store.list(run);
      const bad = [
        '../x',
        '..',
        '.',
        'a/../b',
        `${run}/../escape`,
        `${run}/./x`,
        '/abs/x',
        '/',
        `${run}//x`,
        `${run}//`,
        `${run}/.hidden`,
        '.hidden',
        '%2e%2e/x',
        `${run}/%2e%2e/x`,
        `${run}/a%2Fb`,
        `${run}/a\\b`,
        '..\\x',
        `${run}/a b`,
        ` ${run}/x`,
        `${run}/x\n`,
        `${run}/a\u0000b`,
        `${run}/é`,
        `${run}/ｘ`,
        '',
        `${run}/${'a'.repeat(201)}`,
        `${run}/${'abcdefghi/'.repeat(60)}x`,
      ];
      for (const k of bad) {
        const label = JSON.stringify(k.slice(0, 60));
        await expect(store.put(k, text('x'), { contentType: 'text/plain' }), label).rejects.toBeInstanceOf(
          InvalidObjectKeyError,
        );
        await expect(store.get(k), label).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.stat(k), label).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.delete(k), label).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.list(k), label).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.deletePrefix(k), label).rejects.toBeInstanceOf(InvalidObjectKeyError);
      }
      // A folder may be named with a trailing slash; an object may not.
      for (const k of [`${run}/k/`, 'k/']) {
        await expect(store.put(k, text('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
          InvalidObjectKeyError,
        );
        await expect(store.get(k)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.stat(k)).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(store.delete(k)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      }
      // A stream body is refused before it is read.
      const body = megabytes(1);
      await expect(store.put('../x', body, { contentType: 'text/plain' })).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      expect(body.readableDidRead).toBe(false);
      expect(await store.list(run)).toEqual(before);
      expect(await store.stat(key('k/present'))).toBeDefined();
    });

    it('accepts the longest allowed key', async () => {
      // 512 characters, segments of up to 200: the limits both adapters share.
      const long = `${run}/${'b'.repeat(200)}/${'c'.repeat(200)}/${'d'.repeat(512 - run.length - 403)}`;
      expect(long.length).toBe(512);
      await store.put(long, text('x'), { contentType: 'text/plain' });
      expect(await store.stat(long)).toMatchObject({ size: 1 });
      await expect(store.put(`${long}x`, text('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      await store.delete(long);
    });

    it('refuses a content type that could not be sent back as a header, storing nothing', async () => {
      for (const contentType of [
        '',
        'text',
        'text/',
        '/plain',
        'text/plain\r\nX-Evil: 1',
        'text/plain; charset="a\nb"',
        'image/png\u0000',
        `text/${'a'.repeat(300)}`,
        undefined as unknown as string,
      ]) {
        await expect(
          store.put(key('t/x'), text('x'), { contentType }),
          JSON.stringify(contentType),
        ).rejects.toThrow(TypeError);
      }
      expect(await store.stat(key('t/x'))).toBeUndefined();
      expect(await store.list(key('t'))).toEqual([]);
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
