import type { AccountStatus } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';
import { reindex } from './reindex.js';

/** `member.suspended` / `member.reinstated`: a suspended member leaves the index until reinstated. */
export async function applyAccountStatus(
  app: SearchApp,
  tx: Db,
  memberId: string,
  status: AccountStatus,
): Promise<void> {
  await reindex(app, tx, await app.members.setStatus(tx, memberId, status));
}
