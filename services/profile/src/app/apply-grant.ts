import type { Db } from '@mawadda/kit';
import type { ProfileApp } from './context.js';

/**
 * Who may see a private profile's media besides its owner and staff: members the owner accepted
 * as followers (the social service's `follow.accepted` / `follow.removed`), in the event's inbox
 * transaction. Both are harmless when repeated.
 */
export async function grantMedia(
  { access }: ProfileApp,
  tx: Db,
  follow: { ownerId: string; viewerId: string; at: Date },
): Promise<void> {
  await access.grant(tx, follow.ownerId, follow.viewerId, follow.at);
}

/** Whatever the follow was (pending left no grant), the grant goes: deleting none is harmless. */
export async function revokeMedia(
  { access }: ProfileApp,
  tx: Db,
  follow: { ownerId: string; viewerId: string },
): Promise<void> {
  await access.revoke(tx, follow.ownerId, follow.viewerId);
}
