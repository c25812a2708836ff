import type { FeedbackStatus, FeedbackUpdate } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from './refusals.js';

export interface FeedbackState {
  status: FeedbackStatus;
  reply: string | null;
  repliedAt: Date | null;
  repliedBy: string | null;
}

/**
 * "Answered" needs a reply, and a replied item cannot go back to "new": the member may have read
 * it. An empty reply keeps the stored one, because forms send empty fields as null or "".
 */
export function applyFeedbackUpdate(
  current: FeedbackState,
  input: FeedbackUpdate,
  staffId: string,
  now: Date,
): Outcome<{ next: FeedbackState; replied: boolean }, RefusalOf<'reply_required' | 'back_to_new'>> {
  const reply = input.reply?.trim();
  if (reply && reply !== current.reply) {
    const status = input.status === 'closed' ? 'closed' : 'answered';
    return ok({ next: { status, reply, repliedAt: now, repliedBy: staffId }, replied: true });
  }
  const status = input.status ?? current.status;
  if (status === 'answered' && !current.reply) return refused({ refusal: 'reply_required' });
  if (status === 'new' && current.reply) return refused({ refusal: 'back_to_new' });
  return ok({ next: { ...current, status }, replied: false });
}
