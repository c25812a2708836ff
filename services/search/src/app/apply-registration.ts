import type { AccountStatus, MemberRegisteredPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';
import { reindex } from './reindex.js';

/**
 * `member.registered`, or a row of auth's member export (with the account's status now; the export
 * has no phone key, which search never reads). The read-model use cases take the transaction they run in: the consumer's (which also records the
 * event as handled) or a rebuild batch's.
 */
export async function applyRegistration(
  app: SearchApp,
  tx: Db,
  p: Omit<MemberRegisteredPayload, 'phoneKey'>,
  status?: AccountStatus,
): Promise<void> {
  await reindex(app, tx, await app.members.register(tx, p, status));
}
