import type { ProfileSnapshot } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { followEvent } from '../events/social-events.js';
import type { SocialApp } from './context.js';

/**
 * A profile snapshot (the profile service's `profile.updated`): its visibility is kept here. A
 * profile that turns public accepts every request waiting for it (README: rules). This runs in the
 * consumer's transaction, so its events commit with the inbox record and leave at the relay's
 * next poll.
 */
export async function applyProfile(app: SocialApp, tx: Db, profile: ProfileSnapshot): Promise<void> {
  const before = await app.members.applyProfile(tx, profile);
  if (before !== 'private' || profile.visibility !== 'public') return;
  const accepted = await app.graph.acceptAllRequestsTo(tx, profile.memberId);
  await app.outbox.append(
    tx,
    ...accepted.map((f) =>
      followEvent('follow.accepted', {
        followId: f.id,
        followerId: f.followerId,
        targetId: profile.memberId,
      }),
    ),
  );
}
