import type { AdminReport, AdminReportUpdate } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { SocialApp } from './context.js';

/**
 * Staff resolve, dismiss or reopen a report, with a note; who and when is recorded with every
 * change. Reopening is refused while the reporter has a newer open report of the same member.
 */
export async function handleReport(
  app: SocialApp,
  staffId: string,
  id: string,
  change: AdminReportUpdate,
): Promise<Outcome<AdminReport, RefusalOf<'reportNotFound' | 'alreadyReported'>>> {
  const result = await app.reports.update(id, staffId, change);
  if (result.ok) return ok(result.report);
  return refused(
    result.reason === 'missing'
      ? { refusal: 'reportNotFound' }
      : { refusal: 'alreadyReported', by: 'reopening' },
  );
}
