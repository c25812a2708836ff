import type { Db } from '@mawadda/kit';
import { FOLLOW_REQUEST_WINDOW_MS, followRequestRefusal } from '../domain/follow-request-limit.js';
import type { RefusalOf } from '../domain/refusals.js';
import type { SocialApp } from './context.js';

/**
 * Counts a follow request against the member's daily limit (premium or not, at this service's
 * clock) and records it, or answers the refusal. Only requests count: a follow of a public profile
 * lands in no one's inbox.
 */
export async function takeFollowRequest(
  app: SocialApp,
  tx: Db,
  memberId: string,
): Promise<RefusalOf<'followRequestLimit'> | null> {
  await app.followRequests.lockMember(tx, memberId);
  const now = app.clock();
  const since = new Date(now.getTime() - FOLLOW_REQUEST_WINDOW_MS);
  const premium = await app.entitlements.premium(tx, memberId, now);
  const refusal = followRequestRefusal({
    sent: await app.followRequests.sentSince(tx, memberId, since),
    limit: premium ? app.config.FOLLOW_REQUESTS_PER_DAY_PREMIUM : app.config.FOLLOW_REQUESTS_PER_DAY,
    now,
  });
  if (refusal) return refusal;
  // Only with a request to record: refused, the command's transaction writes nothing.
  await app.followRequests.prune(tx, memberId, since);
  await app.followRequests.record(tx, memberId, now);
  return null;
}
