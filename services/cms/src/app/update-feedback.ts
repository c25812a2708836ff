import type { CmsFeedback, FeedbackUpdate } from '@mawadda/contracts';
import { ok, refused, staffActed, type Db, type Outcome, type Principal } from '@mawadda/kit';
import { applyFeedbackUpdate } from '../domain/feedback-rules.js';
import type { RefusalOf } from '../domain/refusals.js';
import { feedbackReplied } from '../events/cms-events.js';
import { lockFeedback, saveFeedbackState } from '../store/feedback-store.js';
import { feedbackDto } from '../store/mappers.js';
import type { CmsApp } from './context.js';

/**
 * Staff reply or change status through the feedback rules, not a plain overwrite. The row is
 * locked, so two staff replying at once each see the other's reply. The audit line commits with the
 * change and keeps who answered, never the reply's text; a no-op update logs nothing.
 */
export async function updateFeedback(
  app: CmsApp,
  staff: Principal,
  id: string,
  input: FeedbackUpdate,
): Promise<Outcome<CmsFeedback, RefusalOf<'not_found' | 'reply_required' | 'back_to_new'>>> {
  const { database, outbox } = app;
  return outbox.inTransaction(database.db, async (tx: Db) => {
    const current = await lockFeedback(tx, id);
    if (!current) return refused({ refusal: 'not_found' as const });
    const decided = applyFeedbackUpdate(current, input, staff.id, new Date());
    if (!decided.ok) return decided;
    const { next, replied } = decided.value;
    const dto = feedbackDto(await saveFeedbackState(tx, id, next));
    const target = { type: 'feedback', id, memberId: current.memberId } as const;
    if (replied) await outbox.append(tx, feedbackReplied(dto), staffActed(staff, 'feedback.reply', target));
    else if (next.status !== current.status)
      await outbox.append(tx, staffActed(staff, 'feedback.status', target, next.status));
    return ok(dto);
  });
}
