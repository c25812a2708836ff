import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Client } from 'minio';
import { afterAll, describe, expect, it } from 'vitest';
import { minioSettings } from '../src/config/object-store-config.js';
import { MinioObjectStore } from '../src/object-store/minio.js';
import { objectStoreContract } from './contracts/object-store.contract.js';

// The distributed adapter, against the MinIO the integration setup started (infra/local) or the
// one named by MINIO_* in the environment. Every run works under its own folder of one bucket.
const settings = minioSettings({
  MINIO_ENDPOINT: process.env.MINIO_ENDPOINT,
  MINIO_ACCESS_KEY: process.env.MINIO_ACCESS_KEY,
  MINIO_SECRET_KEY: process.env.MINIO_SECRET_KEY,
  MINIO_BUCKET: process.env.MINIO_BUCKET ?? 'mawadda-test',
});

objectStoreContract('MinIO', () => MinioObjectStore.open(settings));

describe('MinIO only', () => {
  const url = new URL(settings.endpoint);
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    useSSL: url.protocol === 'https:',
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    region: 'us-east-1',
    pathStyle: true,
  });
  const buckets: string[] = [];
  afterAll(async () => {
    for (const bucket of buckets) await client.removeBucket(bucket).catch(() => undefined);
  });

  it('creates its bucket on open, also when two processes open it at once', async () => {
    const bucket = `mawadda-test-${randomUUID().slice(0, 8)}`;
    buckets.push(bucket);
    const [a, b] = await Promise.all([
      MinioObjectStore.open({ ...settings, bucket }),
      MinioObjectStore.open({ ...settings, bucket }),
    ]);
    expect(await client.bucketExists(bucket)).toBe(true);
    await a.ping();
    await b.ping();
    await client.removeBucket(bucket);
    await expect(a.ping()).rejects.toThrow(/gone/);
  });

  it('aborts the multipart upload of a body that fails, leaving no parts behind', async () => {
    const store = await MinioObjectStore.open(settings);
    const key = `incomplete-${randomUUID()}/video.mp4`;
    // 40 MB then a failure: two 16 MB parts are uploaded before the body breaks.
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 40; i++) yield Buffer.alloc(1024 * 1024, i);
        throw new Error('connection reset');
      })(),
    );
    await expect(store.put(key, body, { contentType: 'video/mp4' })).rejects.toThrow('connection reset');
    const uploads: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      client
        .listIncompleteUploads(settings.bucket, key, true)
        .on('data', (upload) => uploads.push(upload))
        .on('error', reject)
        .on('end', resolve);
    });
    expect(uploads).toEqual([]);
  });

  it('fails ping and open with wrong credentials', async () => {
    const wrong = { ...settings, secretKey: 'not-the-secret' };
    await expect(MinioObjectStore.open(wrong)).rejects.toThrow();
  });
});
