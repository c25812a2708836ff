import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { Client, S3Error } from 'minio';
import { assertSafeKey, safeFolder } from './keys.js';
import {
  assertContentType,
  clampRange,
  FALLBACK_CONTENT_TYPE,
  type ByteRange,
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

// Bodies are cut into parts of this size: one part up to this size is a single PUT, longer bodies
// a multipart upload. At most two parts of an upload are in memory at once.
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
    const headers = { 'Content-Type': options.contentType };
    // We cut the body into parts ourselves instead of handing the stream to client.putObject: its
    // multipart path never settles when the body fails half-way (the error is not forwarded), never
    // aborts the upload, and resumes any earlier unfinished upload of the same key.
    const parts = inParts(counted.stream, PART_SIZE);
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) {
      // The whole body fits one part and was read to its end, so a wrong size has already failed.
      const bytes = first.done ? Buffer.alloc(0) : first.value;
      await this.client.putObject(this.bucket, key, bytes, bytes.length, headers);
    } else {
      await this.putMultipart(key, headers, [first.value as Buffer, second.value], parts);
    }
    return { key, contentType: options.contentType, size: counted.bytes() };
  }

  /** A multipart upload that is aborted on any failure: S3 then keeps no object and no parts. */
  private async putMultipart(
    key: string,
    headers: Record<string, string>,
    head: Buffer[],
    rest: AsyncGenerator<Buffer>,
  ): Promise<void> {
    const uploadId = await this.client.initiateNewMultipartUpload(this.bucket, key, headers);
    try {
      const etags: { part: number; etag: string }[] = [];
      const upload = async (bytes: Buffer) => {
        const part = etags.length + 1;
        const md5 = createHash('md5').update(bytes).digest('base64');
        const { etag } = await this.client.uploadPart(
          {
            bucketName: this.bucket,
            objectName: key,
            uploadID: uploadId,
            partNumber: part,
            headers: {
              'Content-Length': String(bytes.length),
              'Content-MD5': md5,
            },
          },
          bytes,
        );
        etags.push({ part, etag });
      };
      for (const bytes of head) await upload(bytes);
      // The last part arrives only after the body ended, so a short or long body fails here.
      for await (const bytes of rest) await upload(bytes);
      await this.client.completeMultipartUpload(this.bucket, key, uploadId, etags);
    } catch (err) {
      await this.client.abortMultipartUpload(this.bucket, key, uploadId).catch(() => undefined);
      throw err;
    }
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject | undefined> {
    assertSafeKey(key);
    if (options.range) return this.getRange(key, options.range);
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

  /** A ranged GET needs the total size first (S3 refuses an unsatisfiable range with an error). */
  private async getRange(key: string, asked: ByteRange): Promise<StoredObject | undefined> {
    const info = await this.stat(key);
    if (!info) return undefined;
    const range = clampRange(asked, info.size);
    if (!range) return { ...info, stream: Readable.from([]), range: undefined };
    const stream = await this.client
      .getPartialObject(this.bucket, key, range.start, range.end - range.start + 1)
      .catch(ifMissing(undefined));
    if (!stream) return undefined;
    return { ...info, stream, range };
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
    if (!keys.length) return 0;
    // The client batches by 1000, the most one DeleteObjects request accepts. It does not throw
    // for objects the server failed to delete: it returns them, and a partial erasure must fail.
    const failed = (await this.client.removeObjects(this.bucket, keys)).filter(Boolean);
    if (failed.length) {
      throw new Error(`could not delete ${failed.length} of ${keys.length} objects under ${prefix}`);
    }
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

/** The body in parts of exactly `size` bytes (the last one shorter), one part in memory at a time. */
async function* inParts(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    let bytes = chunk as Buffer;
    while (length + bytes.length >= size) {
      const take = size - length;
      pending.push(bytes.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      length = 0;
      bytes = bytes.subarray(take);
    }
    if (bytes.length) {
      pending.push(bytes);
      length += bytes.length;
    }
  }
  if (length) yield Buffer.concat(pending);
}

function ifMissing<T>(value: T) {
  return (err: unknown): T => {
    if (err instanceof S3Error && (err.code === 'NoSuchKey' || err.code === 'NotFound')) return value;
    throw err;
  };
}
