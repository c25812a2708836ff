import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from '../port.js';

/** The header carrying the signature (`t=<unix seconds>,v1=<hex>`); looked up case-insensitively. */
export const SIGNATURE_HEADER = 'mawadda-signature';
/** How far a signed timestamp may be from the receiver's clock, either way: a replay window. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

const hmac = (secret: string, t: string, rawBody: string | Buffer) =>
  createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();

/**
 * The signature header's value for a body sent at `at`: HMAC-SHA256 under the shared secret of
 * `<t>.<raw body>`, so the timestamp is signed with the body and a replay cannot move it.
 */
export function signWebhook(secret: string, rawBody: string | Buffer, at: Date): string {
  const t = String(Math.floor(at.getTime() / 1000));
  return `t=${t},v1=${hmac(secret, t, rawBody).toString('hex')}`;
}

/** The headers a signed delivery carries. */
export const signedHeaders = (secret: string, rawBody: string, at: Date): Record<string, string> => ({
  'content-type': 'application/json',
  [SIGNATURE_HEADER]: signWebhook(secret, rawBody, at),
});

export type SignatureCheck = 'ok' | 'missing_signature' | 'bad_signature' | 'stale_timestamp';

/**
 * Any `v1` may match (several during a secret rotation), compared in constant time, then the signed
 * time must be within tolerance. A stale request with a wrong signature is `bad_signature`: only a
 * genuine one is worth telling apart as old.
 */
export function checkSignature(
  secret: string,
  rawBody: Buffer,
  headers: WebhookHeaders,
  now: Date,
): SignatureCheck {
  const value = headerValue(headers, SIGNATURE_HEADER);
  if (value === undefined || value.trim() === '') return 'missing_signature';
  let t: string | undefined;
  const given: Buffer[] = [];
  for (const part of value.split(',')) {
    const [key, v] = part.trim().split('=', 2);
    if (key === 't' && v && /^\d{1,12}$/.test(v)) t = v;
    else if (key === 'v1' && v && /^[0-9a-f]{64}$/i.test(v)) given.push(Buffer.from(v, 'hex'));
  }
  if (t === undefined || given.length === 0) return 'bad_signature';
  const expected = hmac(secret, t, rawBody);
  // Every candidate is compared, so the time taken does not tell which one (or none) matched.
  const matched = given.map((g) => timingSafeEqual(g, expected)).includes(true);
  if (!matched) return 'bad_signature';
  const skew = Math.abs(now.getTime() - Number(t) * 1000);
  return skew > SIGNATURE_TOLERANCE_MS ? 'stale_timestamp' : 'ok';
}

/** A header by name, whatever its case; the first of repeated ones. */
function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  return undefined;
}
