import type { RefusalOf } from './refusals.js';

/** The limit counts the requests of any 24 hours, not of a calendar day. */
export const FOLLOW_REQUEST_WINDOW_MS = 86_400_000;

/**
 * Whether a member may send one more follow request: fewer than `limit` sent in the last 24 hours
 * (`sent`: their times in the window, oldest first). Refused, it says when one becomes free: when
 * enough of them have left the window to bring the count below the limit (a member whose premium
 * ended may be well past the free limit, so that is not always the oldest one).
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
