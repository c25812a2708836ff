import type { Preferences } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';
import { reindex } from './reindex.js';

/**
 * `profile.preferences.changed`: the member's whole set of wishes, unless a newer one is on file;
 * her index entry carries them (others' searches filter by her musts).
 */
export async function applyPreferences(
  app: SearchApp,
  tx: Db,
  memberId: string,
  wishes: Preferences,
  changedAt: Date,
): Promise<void> {
  if (!(await app.preferences.put(tx, memberId, wishes, changedAt))) return;
  await reindex(app, tx, await app.members.bump(tx, memberId));
}
