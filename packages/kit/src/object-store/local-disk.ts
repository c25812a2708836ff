import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensurePrivateDir } from '../private-dir.js';
import { assertSafeKey, InvalidObjectKeyError, safeFolder } from './keys.js';
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

/**
 * The embedded ObjectStore: one file per key under DATA_DIR/media, so the gateway can serve them.
 * The content type lives in a dot-named sidecar; keys never start a segment with a dot, so none
 * collides with a sidecar or temp file.
 */
export class LocalDiskObjectStore implements ObjectStore {
  private constructor(private readonly root: string) {}

  /** Creates the root if needed; paths are checked against its real path (symlinks resolved). */
  static async open(root: string): Promise<LocalDiskObjectStore> {
    ensurePrivateDir(root);
    return new LocalDiskObjectStore(await fs.realpath(root));
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<ObjectInfo> {
    const file = this.pathOf(key);
    assertContentType(options.contentType);
    const counted = countedBody(body, options.size);
    const dir = path.dirname(file);
    // Checked before mkdir too: through a symlinked folder, mkdir would create folders elsewhere.
    await this.assertInsideRoot(dir, key);
    await fs.mkdir(dir, { recursive: true, mode: 0o700 }).catch((err: unknown) => {
      throw conflictOr(err, key);
    });
    await this.assertInsideRoot(dir, key);

    // Write to a temp name in the same directory and rename: readers see the old object or the
    // new one, never half a file, and a crash leaves only a dot-named temp behind.
    const tmp = path.join(dir, `.tmp-${randomUUID()}`);
    try {
      await pipeline(counted.stream, createWriteStream(tmp, { flags: 'wx', flush: true }));
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      // A failed put leaves nothing, not even the folders it created (they would block a later
      // object of the same name, which a failed put on MinIO does not).
      await this.pruneEmptyParents(dir);
      throw conflictOr(err, key);
    }
    // The sidecar follows the data: a crash in between leaves the new bytes with the type
    // derived as unknown (or the old one), never a missing file.
    await writeAtomically(sidecarOf(file), JSON.stringify({ contentType: options.contentType }));
    return { key, contentType: options.contentType, size: counted.bytes() };
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject | undefined> {
    const file = this.pathOf(key);
    await this.assertInsideRoot(file, key);
    const handle = await fs.open(file, 'r').catch(ifMissing(undefined));
    if (!handle) return undefined;
    try {
      // Size from the open handle: it matches the bytes this stream will read even if a put
      // renames a new file over the key meanwhile.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      const contentType = await readContentType(file);
      if (options.range) {
        const range = clampRange(options.range, stats.size);
        const stream = range ? handle.createReadStream(range) : emptyStream(handle);
        return { key, contentType, size: stats.size, stream, range };
      }
      return { key, contentType, size: stats.size, stream: handle.createReadStream() };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    const file = this.pathOf(key);
    await this.assertInsideRoot(file, key);
    const stats = await fs.stat(file).catch(ifMissing(undefined));
    if (!stats?.isFile()) return undefined;
    return { key, contentType: await readContentType(file), size: stats.size };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await this.assertInsideRoot(file, key);
    const stats = await fs.stat(file).catch(ifMissing(undefined));
    if (!stats?.isFile()) return;
    await fs.rm(file, { force: true });
    await fs.rm(sidecarOf(file), { force: true });
    await this.pruneEmptyParents(path.dirname(file));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const dir = this.pathOf(safeFolder(prefix));
    await this.assertInsideRoot(dir, prefix);
    const stats = await fs.lstat(dir).catch(ifMissing(undefined));
    // A plain file under that name is an object, not a folder: deletePrefix leaves it alone.
    if (!stats?.isDirectory()) return 0;
    // Move the folder aside first, so the member's files vanish from reads at once even if
    // removing thousands of them takes a while.
    const trash = path.join(this.root, `.trash-${randomUUID()}`);
    await fs.rename(dir, trash);
    const count = (await walk(trash)).length;
    await fs.rm(trash, { recursive: true, force: true });
    await this.pruneEmptyParents(path.dirname(dir));
    return count;
  }

  async list(prefix: string): Promise<string[]> {
    const folder = safeFolder(prefix);
    const dir = this.pathOf(folder);
    await this.assertInsideRoot(dir, prefix);
    const stats = await fs.lstat(dir).catch(ifMissing(undefined));
    if (!stats?.isDirectory()) return [];
    return (await walk(dir)).map((rel) => `${folder}/${rel}`).sort();
  }

  async ping(): Promise<void> {
    await fs.access(this.root, fs.constants.R_OK | fs.constants.W_OK);
  }

  async close(): Promise<void> {}

  /** The key's path, after the key rule and a second check that it resolves under the root. */
  private pathOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep))
      throw new InvalidObjectKeyError(key, 'resolves outside the store');
    return file;
  }

  /**
   * Catches a symlink inside the root (a folder or the file itself) that points elsewhere; we
   * never create one. Checks the real path of `target`, or of its nearest existing ancestor.
   */
  private async assertInsideRoot(target: string, key: string): Promise<void> {
    let existing = target;
    for (;;) {
      const real = await fs.realpath(existing).catch(ifMissing(undefined));
      if (real !== undefined) {
        if (real !== this.root && !real.startsWith(this.root + path.sep)) {
          throw new InvalidObjectKeyError(key, 'resolves outside the store');
        }
        return;
      }
      if (existing === this.root) return;
      existing = path.dirname(existing);
    }
  }

  /** Empty folders left by deletes would block a later object of the same name. */
  private async pruneEmptyParents(dir: string): Promise<void> {
    while (dir !== this.root && dir.startsWith(this.root + path.sep)) {
      try {
        await fs.rmdir(dir);
      } catch {
        return; // not empty (or gone): stop climbing
      }
      dir = path.dirname(dir);
    }
  }
}

/** No bytes to send: the handle is closed at once, the caller still gets a stream to end. */
function emptyStream(handle: fs.FileHandle): Readable {
  void handle.close();
  return Readable.from([]);
}

const sidecarOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);

async function readContentType(file: string): Promise<string> {
  const text = await fs.readFile(sidecarOf(file), 'utf8').catch(ifMissing(undefined));
  if (!text) return FALLBACK_CONTENT_TYPE;
  try {
    const meta = JSON.parse(text) as { contentType?: unknown };
    return typeof meta.contentType === 'string' ? meta.contentType : FALLBACK_CONTENT_TYPE;
  } catch {
    return FALLBACK_CONTENT_TYPE;
  }
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const tmp = path.join(path.dirname(file), `.tmp-${randomUUID()}`);
  try {
    await fs.writeFile(tmp, text, { flag: 'wx', flush: true });
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

/** Relative paths of every object file under `dir`, skipping dot-names (sidecars, temps). */
async function walk(dir: string, rel = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true }).catch(ifMissing([]));
  const out: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(dir, child)));
    else if (entry.isFile()) out.push(child);
  }
  return out;
}

function ifMissing<T>(value: T) {
  return (err: unknown): T => {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return value;
    throw err;
  };
}

/** `a` stored as a file blocks `a/b` (and the reverse): say so instead of a bare errno. */
function conflictOr(err: unknown, key: string): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST') {
    return new InvalidObjectKeyError(key, 'an object and a folder cannot share a name');
  }
  return err;
}
