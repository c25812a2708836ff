import type { ProfileSnapshot } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { followEvent } from '../events/social-events.js';
import type { SocialApp } from './context.js';

/**
 * A profile snapshot: its visibility is kept here, and a profile turning public accepts every
 * request waiting for it (README: rules). Runs in the consumer's transaction, so its events commit
 * with the inbox record.
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
