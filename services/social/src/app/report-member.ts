import type { ReportReason, ReportReceipt } from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { isCandidate } from '../domain/candidates.js';
import type { SocialRefusal } from '../domain/refusals.js';
import { memberReported } from '../events/social-events.js';
import { blockMember } from './block-member.js';
import type { SocialApp } from './context.js';

/**
 * A member reports another, optionally blocking them in the same step. Reporting works even when
 * the other blocks the reporter: safety comes before hiding, and the reporter learns nothing new.
 * Refused before the daily limit counts: a report of oneself or of nobody.
 */
export async function reportMember(
  app: SocialApp,
  reporterId: string,
  input: { memberId: string; reason: ReportReason; details: string; block: boolean },
): Promise<Outcome<ReportReceipt, SocialRefusal>> {
  const { database, members, outbox, reports } = app;
  if (input.memberId === reporterId) return refused({ refusal: 'self', act: 'report' });
  if (!isCandidate(await members.find(database.db, input.memberId))) return refused({ refusal: 'notFound' });
  const limited = await app.limits.reports.spend(reporterId);
  if (limited) return refused(limited);
  const report = await outbox.inTransaction(database.db, async (tx: Db) => {
    if (await isErasedMember(tx, reporterId)) return 'gone' as const;
    const row = await reports.create(tx, {
      reporterId,
      memberId: input.memberId,
      reason: input.reason,
      details: input.details,
    });
    if (row)
      await outbox.append(
        tx,
        memberReported({ reportId: row.id, reporterId, memberId: row.memberId, reason: row.reason }),
      );
    return row;
  });
  if (report === 'gone') return refused({ refusal: 'accountGone' });
  if (!report) return refused({ refusal: 'alreadyReported', by: 'filing' });
  // The block is its own command (the pair's lock, its own events): the report stands either way.
  if (input.block) {
    const blocked = await blockMember(app, reporterId, input.memberId);
    if (!blocked.ok) return blocked;
  }
  return ok({
    id: report.id,
    memberId: report.memberId,
    reason: report.reason,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
  });
}
