import type { Presence } from './enums.js';

/** A member counts as online this long after their last authenticated request or heartbeat. */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** Online or offline, the same in the profile, in lists and in search results. */
export const presenceOf = (lastActiveAt: Date | null, now = Date.now()): Presence =>
  lastActiveAt && now - lastActiveAt.getTime() < ONLINE_WINDOW_MS ? 'online' : 'offline';
