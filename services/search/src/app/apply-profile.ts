import type { ProfileExport, ProfileSnapshot } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { applyActivity } from './apply-activity.js';
import type { SearchApp } from './context.js';
import { reindex } from './reindex.js';

/** `profile.updated`: the whole searchable snapshot, unless a newer one is applied already. */
export async function applyProfile(app: SearchApp, tx: Db, snapshot: ProfileSnapshot): Promise<void> {
  await reindex(app, tx, await app.members.applySnapshot(tx, snapshot));
}

/** One row of profile's export: the wishes, the snapshot, then the activity it knows of. */
export async function applyProfileExport(app: SearchApp, tx: Db, e: ProfileExport): Promise<void> {
  // Wishes first: the snapshot's reindex then carries them.
  if (e.preferences)
    await app.preferences.put(tx, e.profile.memberId, e.preferences, new Date(e.profile.updatedAt));
  await applyProfile(app, tx, e.profile);
  if (e.lastActiveAt) await applyActivity(app, tx, e.profile.memberId, new Date(e.lastActiveAt));
}
