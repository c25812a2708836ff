import { createHash } from 'node:crypto';

/**
 * The key a file's decoded pixels are kept under, on an image worker (`watermark-render.ts`) and in
 * the pool's routing (`image-pool.ts` sends a watermark job to the worker that holds them): the
 * hash of its bytes, so a replaced file can never be marked from another's pixels.
 */
export const markBaseKey = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64');
