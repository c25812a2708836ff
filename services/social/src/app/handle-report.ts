import type { AdminReport, AdminReportUpdate, StaffAction } from '@mawadda/contracts';
import { ok, refused, staffActed, type Db, type Outcome, type Principal } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { SocialApp } from './context.js';

const ACTIONS: Record<AdminReportUpdate['status'], StaffAction> = {
  resolved: 'report.resolve',
  dismissed: 'report.dismiss',
  open: 'report.reopen',
};

/**
 * Staff resolve, dismiss or reopen a report, with a note; who and when is recorded with every
 * change, and the staff audit line commits with it (a refused change logs nothing). Reopening is
 * refused while the reporter has a newer open report of the same member.
 */
export async function handleReport(
  app: SocialApp,
  staff: Principal,
  id: string,
  change: AdminReportUpdate,
): Promise<Outcome<AdminReport, RefusalOf<'reportNotFound' | 'alreadyReported'>>> {
  const { database, outbox, reports } = app;
  const result = await outbox.inTransaction(database.db, async (tx: Db) => {
    const updated = await reports.update(tx, id, staff.id, change);
    if (updated.ok)
      await outbox.append(
        tx,
        staffActed(
          staff,
          ACTIONS[change.status],
          { type: 'report', id, memberId: updated.report.memberId },
          // The note given with this decision: an older note explains an older one.
          change.staffNote ?? null,
        ),
      );
    return updated;
  });
  if (result.ok) return ok(result.report);
  return refused(
    result.reason === 'missing'
      ? { refusal: 'reportNotFound' }
      : { refusal: 'alreadyReported', by: 'reopening' },
  );
}
