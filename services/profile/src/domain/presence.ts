import type { Presence } from '@mawadda/contracts';

/** A member counts as online this long after their last authenticated request or heartbeat. */
export const ONLINE_WINDOW_MS = 5 * 60_000;
/** lastActiveAt is written at most this often per member (and `member.active` sent as often). */
export const ACTIVITY_THROTTLE_MS = 60_000;

export const presenceOf = (lastActiveAt: Date | null, now = Date.now()): Presence =>
  lastActiveAt && now - lastActiveAt.getTime() < ONLINE_WINDOW_MS ? 'online' : 'offline';
