import { reportCreateSchema, reportReceiptSchema } from '@mawadda/contracts';
import { problems } from '@mawadda/kit';
import { memberReported } from '../events/social-events.js';
import { memberNotFound } from '../graph/problems.js';
import { MEMBERS, type SocialContext } from './context.js';

/**
 * A member reports another to the staff queue. Reporting works even when the other blocks the
 * reporter: safety comes before hiding, and the reporter learns nothing new (they had the id).
 */
export function reportRoutes({
  api,
  database,
  members,
  reports,
  outbox,
  graph,
  reportLimiter,
}: SocialContext) {
  api.post(
    '/reports',
    {
      summary: 'Report a member to the staff, optionally blocking them in the same step',
      access: MEMBERS,
      body: reportCreateSchema,
      response: reportReceiptSchema,
      status: 201,
      errors: {
        404: 'No such member',
        409: 'I already have an open report of this member',
        429: 'Too many reports today',
      },
    },
    async ({ auth, body }) => {
      if (body.memberId === auth.id) throw problems.field(400, 'self', 'memberId', 'social.cannotReportSelf');
      const member = await members.find(database.db, body.memberId);
      if (!member || member.kind !== 'individual') throw memberNotFound();
      await reportLimiter.enforce(auth.id);
      const report = await database.db.transaction(async (tx) => {
        const row = await reports.create(tx, {
          reporterId: auth.id,
          memberId: body.memberId,
          reason: body.reason,
          details: body.details,
        });
        await outbox.append(
          tx,
          memberReported({
            reportId: row.id,
            reporterId: auth.id,
            memberId: row.memberId,
            reason: row.reason,
          }),
        );
        return row;
      });
      outbox.notify();
      if (body.block) await graph.act(auth.id, body.memberId, { kind: 'block' });
      return {
        id: report.id,
        memberId: report.memberId,
        reason: report.reason,
        status: report.status,
        createdAt: report.createdAt.toISOString(),
      };
    },
  );
}
