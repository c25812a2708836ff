import type { AdminReport } from '@mawadda/contracts';
import { ok, refused, type AdminListQuery, type AdminListRefusal, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { SocialApp } from './context.js';

/** The staff queue of reports: filtered, searched and sorted as the store's spec allows. */
export async function listReports(
  app: SocialApp,
  query: AdminListQuery,
): Promise<Outcome<{ items: AdminReport[]; total: number }, AdminListRefusal>> {
  const page = await app.reports.list(query);
  return 'refused' in page ? refused(page.refused) : ok(page);
}

/** One report, with how many reports name the same member. */
export async function readReport(
  app: SocialApp,
  id: string,
): Promise<Outcome<AdminReport, RefusalOf<'reportNotFound'>>> {
  const report = await app.reports.get(id);
  return report ? ok(report) : refused({ refusal: 'reportNotFound' });
}
