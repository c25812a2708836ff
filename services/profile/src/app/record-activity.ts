import type { Db } from '@mawadda/kit';
import { ACTIVITY_THROTTLE_MS } from '../domain/presence.js';
import { memberActive } from '../events/profile-events.js';
import type { ProfileApp } from './context.js';

/**
 * Presence: `lastActiveAt` from an authenticated request, at most once a minute per member, with
 * `member.active` in the same transaction; `live` (the heartbeat) also stamps `liveAt`. Never throws and never refuses: activity is a side
 * effect of a request and must not fail it.
 */
export async function recordActivity(
  app: ProfileApp,
  memberId: string,
  { live = false }: { live?: boolean } = {},
): Promise<void> {
  const { activity, database, outbox, store, logger } = app;
  const now = activity.now();
  // The heartbeat alone says a tab is open now ("online now", contracts' presence.ts).
  if (live)
    await store
      .touchLive(memberId, new Date(now), ACTIVITY_THROTTLE_MS)
      .catch((err: unknown) => logger.warn({ err, memberId }, 'could not record a heartbeat'));
  if (!activity.claim(memberId, now)) return;
  try {
    const at = new Date(now);
    const touch = await outbox.inTransaction(database.db, async (tx: Db) => {
      const found = await store.touchActivity(tx, memberId, at, ACTIVITY_THROTTLE_MS);
      if (found === 'written') await outbox.append(tx, memberActive(memberId, at));
      return found;
    });
    // Nothing recent stored (a new member's first requests can beat the registration event here,
    // and the profile may be created between the UPDATE and this answer): forget the visit, or
    // the throttle would swallow the next minute of visits while the profile shows no activity.
    if (touch === 'none') activity.forget(memberId);
  } catch (err) {
    activity.forget(memberId);
    logger.warn({ err, memberId }, 'could not record activity');
  }
}
