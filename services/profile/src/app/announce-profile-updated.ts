import type { Db } from '@mawadda/kit';
import { othersSee } from '../domain/moderation.js';
import { currentSnapshot, profileUpdated } from '../events/profile-events.js';
import type { ProfileRow } from '../store/schema.js';
import type { ProfileApp } from './context.js';

/**
 * Appends `profile.updated` with the snapshot as it stands inside `tx`, so search sees completeness
 * and profile image together with the fields. Every use case that changes the snapshot calls it in
 * its transaction.
 */
export async function announceProfileUpdated(
  { outbox, store, moderation }: ProfileApp,
  tx: Db,
  row: ProfileRow,
  changed: string[],
): Promise<void> {
  // Search shows this image to everyone it may: never one a moderator has not approved.
  const assets = othersSee(await store.assetsOf(row.memberId, tx), moderation);
  const avatar = assets.findLast((a) => a.kind === 'avatar');
  await outbox.append(tx, profileUpdated(currentSnapshot(row, avatar?.id ?? null), changed));
}
