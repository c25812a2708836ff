import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { problems } from './problem-error.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 1–200 visible ASCII characters: a UUID, a ULID or any client's own token fits. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The request's key, undefined without one; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  // Sent twice, Node joins the values with ", ": the space makes it malformed, as it should be.
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value))
    throw problems.field(400, 'idempotency_key_invalid', IDEMPOTENCY_HEADER, 'error.idempotencyKeyInvalid');
  return value;
}

/**
 * What makes a retry the same request: method, path, query (without the platform's `lang`,
 * which only picks the answer's language) and body. Hashed, so no member's input is stored.
 * A body that is not JSON (an upload streamed by the handler) counts by its type and length.
 */
export function requestFingerprint(req: Request): string {
  const { lang: _lang, ...query } = (req.query ?? {}) as Record<string, unknown>;
  const body =
    req.body === undefined
      ? { type: req.headers['content-type'] ?? null, length: req.headers['content-length'] ?? null }
      : req.body;
  return createHash('sha256')
    .update(JSON.stringify([req.method, `${req.baseUrl}${req.path}`, query, body]))
    .digest('hex');
}
