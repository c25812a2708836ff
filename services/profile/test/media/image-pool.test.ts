import os from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadRefused } from '../../src/domain/upload-refusals.js';
import { closeImagePipeline, processImage } from '../../src/media/image-pipeline.js';
import { DEFAULT_POOL_SIZE, ImagePool } from '../../src/media/image-pool.js';
import * as f from './support/fixtures.js';

/**
 * 3000 × 3000 of noise as a JPEG (a 500 px noise tile blown up, as making 9 MP of noise directly is
 * slow): each of its renditions decodes it again, hundreds of milliseconds of work for a worker.
 */
let large: Buffer;
beforeAll(async () => {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  const tile = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#777', noise } })
    .png()
    .toBuffer();
  large = await sharp(tile).resize(3000, 3000, { kernel: 'nearest' }).jpeg({ quality: 80 }).toBuffer();
});
afterAll(() => closeImagePipeline());

/**
 * A copy that owns its whole memory, one per job: the pool moves such a Buffer's memory to the
 * worker, leaving it empty (a small `Buffer.from` copy would share Node's pool and be copied).
 */
const owned = (buffer: Uint8Array) => {
  const out = Buffer.from(new ArrayBuffer(buffer.byteLength));
  out.set(buffer);
  return out;
};
/** Large images on a shared two-core machine: generous, as nothing here asserts a duration. */
const SLOW = 120_000;

describe('the image pipeline’s pool', () => {
  it('has a worker per core but one, at least one and at most three', () => {
    expect(DEFAULT_POOL_SIZE).toBeGreaterThanOrEqual(1);
    expect(DEFAULT_POOL_SIZE).toBeLessThanOrEqual(Math.max(1, Math.min(os.availableParallelism() - 1, 3)));
  });

  it(
    'runs another member’s small upload as soon as a worker is free, not after one member’s large ones',
    async () => {
      const small = await f.solidImage(400, 300);
      const finished: string[] = [];
      const track = (name: string, job: Promise<unknown>) => job.then(() => finished.push(name));
      // The pipeline's pool at its size, given the jobs directly: through `processImage` each job
      // first has its header read on libuv's threads, so under a busy test run B could reach the
      // pool only after one of A's waiting jobs had started, and the order tested nothing.
      const pool = new ImagePool({ size: DEFAULT_POOL_SIZE });
      try {
        // Every worker busy with one of A's, and two more of A's waiting when B arrives.
        const countA = DEFAULT_POOL_SIZE + 2;
        const jobsA = Array.from({ length: countA }, (_, i) =>
          track(`A${i + 1}`, pool.run('member-a', 'image', owned(large))),
        );
        const jobB = track('B', pool.run('member-b', 'image', small));
        await Promise.all([...jobsA, jobB]);
        expect(finished).toHaveLength(countA + 1);
        // One FIFO for the whole site finished B last of all. Now B waits only for what was already
        // running: it is done before either of A's that were waiting.
        expect(finished.indexOf('B')).toBeLessThan(finished.indexOf(`A${countA - 1}`));
        expect(finished.indexOf('B')).toBeLessThan(finished.indexOf(`A${countA}`));
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  it(
    'leaves the event loop free while a large image is processed',
    async () => {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 5);
      try {
        const result = await processImage(owned(large), 'member-a');
        expect(result.width).toBe(3000);
      } finally {
        clearInterval(timer);
      }
      expect(ticks).toBeGreaterThan(0);
    },
    SLOW,
  );

  it('moves an upload that owns its memory to the worker rather than copying it', async () => {
    const upload = owned(await f.solidImage(400, 300));
    expect(upload.length).toBeGreaterThan(0);
    const result = await processImage(upload, 'member-a');
    expect(result.variants.map((v) => v.width)).toEqual([320, 400]);
    expect(result.variants.every((v) => Buffer.isBuffer(v.buffer))).toBe(true);
    expect(upload.length).toBe(0);
  });
});

describe('ImagePool', () => {
  const crashing = new URL('./support/crashing-image-worker.ts', import.meta.url);

  it(
    'rejects the job of a worker that exits, and runs the next job on a fresh worker',
    async () => {
      const pool = new ImagePool({ size: 1, workerEntry: crashing });
      try {
        const crashed = pool.run('member-a', 'image', Buffer.from('EXIT'));
        const waiting = pool.run('member-b', 'image', await f.solidImage(400, 300)); // queued behind it
        await expect(crashed).rejects.toThrow(/image worker stopped \(exit code 3\)/);
        await expect(waiting).resolves.toMatchObject({ width: 400, height: 300 });

        await expect(pool.run('member-a', 'image', Buffer.from('THROW'))).rejects.toThrow(
          /the worker blew up/,
        );
        await expect(pool.run('member-a', 'cv', await f.solidImage(500, 200))).resolves.toMatchObject({
          width: 500,
        });
        // A refusal still crosses as an UploadRefused after the restarts.
        const refused = await pool
          .run('member-a', 'image', Buffer.from('not an image'))
          .catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(UploadRefused);
        expect((refused as UploadRefused).refusal).toEqual({ refusal: 'corrupt_file' });
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  it(
    'stops a worker stuck past the job time, rejects its job, and runs the next on a fresh worker',
    async () => {
      const pool = new ImagePool({ size: 1, workerEntry: crashing, jobTimeoutMs: 1_500 });
      try {
        const stuck = pool.run('member-a', 'image', Buffer.from('HANG'));
        const waiting = pool.run('member-b', 'image', await f.solidImage(300, 200)); // behind it
        await expect(stuck).rejects.toThrow(/ran past 1500 ms/);
        await expect(waiting).resolves.toMatchObject({ width: 300, height: 200 });
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  it('sends a watermark job to the worker that made the photo, which holds its decoded pixels', async () => {
    const pool = new ImagePool({
      size: 2,
      workerEntry: new URL('./support/thread-reporting-worker.ts', import.meta.url),
    });
    const threadOf = async (job: Promise<{ variants: { width: number }[] }>) =>
      (await job).variants[0]!.width;
    try {
      // Two uploads at once: one on each worker.
      const [first, second] = await Promise.all([
        threadOf(pool.run('member-a', 'image', Buffer.from('photo-a'))),
        threadOf(pool.run('member-b', 'image', Buffer.from('photo-b'))),
      ]);
      expect(first).not.toBe(second);
      for (let i = 0; i < 3; i++) {
        const marks = { affinity: 'photo-b', text: 'Mawadda · 1' };
        expect(await threadOf(pool.run('viewer', 'watermark', Buffer.from('x'), marks))).toBe(second);
        expect(
          await threadOf(
            pool.run('viewer', 'watermark', Buffer.from('x'), { ...marks, affinity: 'photo-a' }),
          ),
        ).toBe(first);
      }
    } finally {
      await pool.close();
    }
  });

  it('rejects, never hangs, when the worker cannot even start', async () => {
    const pool = new ImagePool({
      size: 1,
      workerEntry: new URL('./support/no-such-worker.ts', import.meta.url),
    });
    try {
      await expect(pool.run('member-a', 'image', await f.solidImage(100, 100))).rejects.toThrow(
        /image worker stopped/,
      );
    } finally {
      await pool.close();
    }
  });

  it(
    'close rejects what runs and waits; the next job starts a worker again',
    async () => {
      const pool = new ImagePool({ size: 1 });
      const running = pool.run('member-a', 'image', owned(large));
      const waiting = pool.run('member-b', 'image', await f.solidImage(200, 100));
      const closing = pool.close();
      await expect(waiting).rejects.toThrow(/closed/);
      await expect(running).rejects.toThrow(/image worker stopped/);
      await closing;
      await expect(pool.run('member-b', 'image', await f.solidImage(200, 100))).resolves.toMatchObject({
        width: 200,
      });
      await pool.close();
    },
    SLOW,
  );
});
