import type { Visibility } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';
import { reindex } from './reindex.js';

/** `profile.visibility.changed`. */
export async function applyVisibility(
  app: SearchApp,
  tx: Db,
  memberId: string,
  visibility: Visibility,
): Promise<void> {
  await reindex(app, tx, await app.members.setVisibility(tx, memberId, visibility));
}
