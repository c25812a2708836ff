import type { RefusalOf } from './refusals.js';

/** The limit counts the requests of any 24 hours, not of a calendar day. */
export const FOLLOW_REQUEST_WINDOW_MS = 86_400_000;

/**
 * Whether a member may send one more follow request in the last 24 hours. Refused, it says when one
 * becomes free: not always the oldest, since a member whose premium ended may be well past the
 * limit.
 */
export function followRequestRefusal(f: {
  sent: Date[];
  limit: number;
  now: Date;
}): RefusalOf<'followRequestLimit'> | null {
  if (f.sent.length < f.limit) return null;
  const freeing = f.sent[f.sent.length - f.limit]!;
  const ms = freeing.getTime() + FOLLOW_REQUEST_WINDOW_MS - f.now.getTime();
  return { refusal: 'followRequestLimit', retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}
