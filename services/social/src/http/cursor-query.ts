import { z } from 'zod';
import { decodeKeysetCursor } from '@mawadda/kit';

/** A list's `cursor`, decoded; a cursor this service did not write is a 400, not a SQL error. */
export const cursorQuery = z
  .string()
  .max(200)
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const cursor = decodeKeysetCursor(v, 'uuid');
    if (!cursor) ctx.addIssue({ code: 'custom', message: 'validation.query' });
    return cursor;
  });
