import type { ExportKey } from '@mawadda/kit';
import { memberExportOf } from '../events/auth-events.js';
import { countMemberAccounts, memberExportPage } from '../store/member-export-store.js';
import type { AuthApp } from './context.js';

/** One page of the member export that rebuilds read models (contracts/export-page.ts). */
export async function exportMembers(app: AuthApp, limit: number, cursor: ExportKey | undefined) {
  const [page, total] = await Promise.all([
    memberExportPage(app.database.db, limit, cursor),
    countMemberAccounts(app.database.db),
  ]);
  return { items: page.rows.map(memberExportOf), next: page.next, total };
}
