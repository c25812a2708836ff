/**
 * The one rule for object keys, shared by every ObjectStore adapter. A key slipping through with
 * `..`, a leading `/` or an encoded dot could reach outside the store on disk, so both adapters
 * refuse the same keys.
 */

/** Long enough for `<folder>/<uuid>/<name>.<ext>` paths; far under S3's 1024-byte limit. */
export const MAX_KEY_LENGTH = 512;
/** Under the 255-byte file-name limit even with the disk adapter's sidecar prefix and suffix. */
export const MAX_SEGMENT_LENGTH = 200;

/**
 * A segment is letters, digits, `.`, `_`, `-`, and never starts with a dot: that refuses `.` and
 * `..`, hidden files, and leaves dot-names free for the disk adapter's temp and sidecar files.
 * `%`, `\`, spaces and non-ASCII are refused, so no decoding step can turn a key into a path.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Thrown for a key (or folder prefix) that breaks the rule; carries the reason for logs. */
export class InvalidObjectKeyError extends Error {
  readonly code = 'invalid_object_key';
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`Invalid object key ${JSON.stringify(key.slice(0, 80))}: ${reason}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/** Throws InvalidObjectKeyError unless `key` is `segment(/segment)*` under the rule above. */
export function assertSafeKey(key: unknown): asserts key is string {
  if (typeof key !== 'string') throw new InvalidObjectKeyError(String(key), 'not a string');
  if (key.length === 0) throw new InvalidObjectKeyError(key, 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidObjectKeyError(key, `longer than ${MAX_KEY_LENGTH}`);
  if (key.startsWith('/')) throw new InvalidObjectKeyError(key, 'starts with /');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidObjectKeyError(key, 'has an empty segment');
    if (segment.length > MAX_SEGMENT_LENGTH) {
      throw new InvalidObjectKeyError(key, `has a segment longer than ${MAX_SEGMENT_LENGTH}`);
    }
    if (!SEGMENT.test(segment)) {
      throw new InvalidObjectKeyError(
        key,
        'a segment uses characters outside [A-Za-z0-9._-] or starts with .',
      );
    }
  }
}

/**
 * A folder prefix (`members/<id>` or `members/<id>/`) names whole segments under the same rule,
 * so `members/1` never reaches `members/10/...`. Returns it without the trailing slash.
 */
export function safeFolder(prefix: string): string {
  const folder = typeof prefix === 'string' && prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertSafeKey(folder);
  return folder;
}
