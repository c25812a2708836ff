import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { Client, S3Error } from 'minio';
import { assertSafeKey, safeFolder } from './keys.js';
import {
  assertContentType,
  FALLBACK_CONTENT_TYPE,
  type ObjectInfo,
  type ObjectStore,
  type PutOptions,
  type StoredObject,
} from './port.js';
import { countedBody } from './sized-body.js';

export interface MinioSettings {
  /** `http://host:port` (or https). */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

// A body of unknown length is cut into parts of this size, so memory per upload stays bounded
// (the client's default for an unknown length is a part of several hundred MB).
const PART_SIZE = 16 * 1024 * 1024;
// MinIO ignores regions, but naming one spares the client a GetBucketLocation round trip.
const REGION = 'us-east-1';

/** The distributed ObjectStore: one MinIO bucket over the S3 API (`minio` client). */
export class MinioObjectStore implements ObjectStore {
  private constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  /** Connects and creates the bucket when missing, so a fresh MinIO needs no manual step. */
  static async open(settings: MinioSettings): Promise<MinioObjectStore> {
    const url = new URL(settings.endpoint);
    const useSSL = url.protocol === 'https:';
    const client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: REGION,
      pathStyle: true,
      partSize: PART_SIZE,
    });
    if (!(await client.bucketExists(settings.bucket))) {
      // Two processes may start at once: the loser's "already owned" is success too.
      await client.makeBucket(settings.bucket, REGION).catch((err: unknown) => {
        if (!(err instanceof S3Error && err.code === 'BucketAlreadyOwnedByYou')) throw err;
      });
    }
    return new MinioObjectStore(client, settings.bucket);
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<ObjectInfo> {
    assertSafeKey(key);
    assertContentType(options.contentType);
    const counted = countedBody(body, options.size);
    // A failed or short body errors the stream, which aborts the request: S3 keeps no partial object.
    await this.client.putObject(this.bucket, key, counted.stream, options.size, {
      'Content-Type': options.contentType,
    });
    return { key, contentType: options.contentType, size: counted.bytes() };
  }

  async get(key: string): Promise<StoredObject | undefined> {
    assertSafeKey(key);
    // One GET: type and size come from its own response headers, so they always describe the
    // bytes being streamed (a separate stat could see a newer version).
    const res = (await this.client.getObject(this.bucket, key).catch(ifMissing(undefined))) as
      IncomingMessage | undefined;
    if (!res) return undefined;
    return {
      key,
      contentType: res.headers['content-type'] ?? FALLBACK_CONTENT_TYPE,
      size: Number(res.headers['content-length'] ?? 0),
      stream: res,
    };
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    assertSafeKey(key);
    const stat = await this.client.statObject(this.bucket, key).catch(ifMissing(undefined));
    if (!stat) return undefined;
    const contentType = stat.metaData['content-type'] as string | undefined;
    return { key, contentType: contentType ?? FALLBACK_CONTENT_TYPE, size: stat.size };
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.removeObject(this.bucket, key); // S3 deletes are idempotent
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys = await this.list(prefix);
    // The client batches by 1000, the most one DeleteObjects request accepts.
    if (keys.length) await this.client.removeObjects(this.bucket, keys);
    return keys.length;
  }

  async list(prefix: string): Promise<string[]> {
    // The trailing slash makes it a folder: `members/1` must not list `members/10/...`.
    const folder = `${safeFolder(prefix)}/`;
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, folder, true)) {
      if (item.name) keys.push(item.name);
    }
    return keys.sort();
  }

  async ping(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) throw new Error(`bucket ${this.bucket} is gone`);
  }

  async close(): Promise<void> {}
}

function ifMissing<T>(value: T) {
  return (err: unknown): T => {
    if (err instanceof S3Error && (err.code === 'NoSuchKey' || err.code === 'NotFound')) return value;
    throw err;
  };
}
