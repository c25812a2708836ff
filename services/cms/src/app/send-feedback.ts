import type { CmsFeedback, FeedbackSubmit, Locale } from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Db, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { feedbackSubmitted } from '../events/cms-events.js';
import { insertFeedback } from '../store/feedback-store.js';
import { feedbackDto } from '../store/mappers.js';
import type { CmsApp } from './context.js';

/**
 * A visitor writes to us; a signed-in member's id is kept so staff see who wrote. Only well-formed
 * messages count against the per-address limit, so fixing a typo does not lock a visitor out. The
 * row commits with its event, so a notifier never misses one nor sees a phantom.
 */
export async function sendFeedback(
  app: CmsApp,
  input: FeedbackSubmit,
  from: { ip: string; locale: Locale; memberId: string | undefined },
): Promise<Outcome<CmsFeedback, RefusalOf<'account_gone' | 'rate_limited'>>> {
  const limited = await app.limits.feedbackPerIp.spend(from.ip);
  if (limited) return refused(limited);
  return app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    if (from.memberId && (await isErasedMember(tx, from.memberId)))
      return refused({ refusal: 'account_gone' as const });
    const dto = feedbackDto(
      await insertFeedback(tx, input, { locale: from.locale, memberId: from.memberId ?? null }),
    );
    await app.outbox.append(tx, feedbackSubmitted(dto));
    return ok(dto);
  });
}
