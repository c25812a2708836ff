import type { Presence } from './enums.js';

/**
 * "Online now" needs a live connection: the signed-in site beats every two minutes while a tab is
 * open (`POST /api/profile/me/heartbeat`), so a beat this recent means a tab is open now. Any
 * other request (an API call, a script acting for the member, registration) is activity, never
 * "online".
 */
export const ONLINE_WINDOW_MS = 3 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const WEEK_MS = 7 * DAY_MS;

/** What a service knows of a member's presence. */
export interface PresenceFacts {
  /** The last heartbeat of an open tab; null when never or not known (search keeps none). */
  liveAt?: Date | null;
  /** The last authenticated request of theirs. */
  lastActiveAt: Date | null;
}

/**
 * The same rule in the profile, in lists and in search results: online with a live tab, else
 * active in the last 24 hours, else in the last 7 days, else `offline` (which the site leaves
 * unsaid).
 */
export function presenceOf(facts: PresenceFacts, now = Date.now()): Presence {
  const since = (at: Date | null | undefined) => (at ? now - at.getTime() : Infinity);
  if (since(facts.liveAt) < ONLINE_WINDOW_MS) return 'online';
  const active = Math.min(since(facts.lastActiveAt), since(facts.liveAt));
  if (active < DAY_MS) return 'today';
  if (active < WEEK_MS) return 'week';
  return 'offline';
}
