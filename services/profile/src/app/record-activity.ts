import type { Db } from '@mawadda/kit';
import { ACTIVITY_THROTTLE_MS } from '../domain/presence.js';
import { memberActive } from '../events/profile-events.js';
import type { ProfileApp } from './context.js';

/**
 * Presence: `lastActiveAt` from an authenticated request, at most once a minute per member, with
 * `member.active` in the same transaction. Never throws and never refuses: activity is a side
 * effect of a request and must not fail it.
 */
export async function recordActivity(app: ProfileApp, memberId: string): Promise<void> {
  const { activity, database, outbox, store, logger } = app;
  const now = activity.now();
  if (!activity.claim(memberId, now)) return;
  try {
    const at = new Date(now);
    const wrote = await outbox.inTransaction(database.db, async (tx: Db) => {
      const changed = await store.touchActivity(tx, memberId, at, ACTIVITY_THROTTLE_MS);
      if (changed) await outbox.append(tx, memberActive(memberId, at));
      return changed;
    });
    // No profile yet (a new member's first requests can beat the registration event here):
    // forget the visit, or the throttle would swallow the ones after the profile exists.
    if (!wrote && !(await store.find(memberId))) activity.forget(memberId);
  } catch (err) {
    activity.forget(memberId);
    logger.warn({ err, memberId }, 'could not record activity');
  }
}
