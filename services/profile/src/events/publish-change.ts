import type { Db, Outbox } from '@mawadda/kit';
import type { ProfileStore } from '../store/profile-store.js';
import type { ProfileRow } from '../store/schema.js';
import { currentSnapshot, profileUpdated } from './profile-events.js';

/**
 * Appends `profile.updated` with the snapshot as it stands inside `tx` (after the change), so
 * search sees the new completeness and profile image together with the fields.
 */
export async function appendProfileUpdated(
  tx: Db,
  outbox: Outbox,
  store: ProfileStore,
  row: ProfileRow,
  changed: string[],
): Promise<void> {
  const assets = await store.assetsOf(row.memberId, tx);
  const avatar = assets.find((a) => a.kind === 'avatar');
  await outbox.append(tx, profileUpdated(currentSnapshot(row, avatar?.id ?? null), changed));
}
