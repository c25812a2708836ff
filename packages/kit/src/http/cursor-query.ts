import { z } from 'zod';
import { exportQuerySchema } from '@mawadda/contracts';
import { decodeExportCursor } from '../db/export-page.js';
import type { KeyKind } from '../db/key-kinds.js';
import { decodeKeysetCursor } from '../db/keyset-page.js';

/**
 * A query's `cursor`, decoded: a cursor this code did not write (forged, truncated, of another
 * list) is a 400 naming `cursor` (`validation.query`), never a SQL error.
 */
export function cursorQuery<T>(decode: (raw: string) => T | undefined) {
  return z
    .string()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const cursor = decode(v);
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'validation.query' });
      return cursor;
    });
}

/** The `cursor` of a newest-first list keyed by (time, uuid): see `keysetPage`. */
export const uuidKeysetCursorQuery = cursorQuery((v) => decodeKeysetCursor(v, 'uuid'));

/** `exportQuerySchema` with its `cursor` decoded for an export keyed by columns of these kinds. */
export const exportQueryOf = (kinds: readonly KeyKind[]) =>
  exportQuerySchema.extend({ cursor: cursorQuery((v) => decodeExportCursor(v, kinds)) });
