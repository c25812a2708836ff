import type { FeedbackStatus, FeedbackUpdate } from '@mawadda/contracts';
import { problems } from '@mawadda/kit';

export interface FeedbackState {
  status: FeedbackStatus;
  reply: string | null;
  repliedAt: Date | null;
  repliedBy: string | null;
}

/**
 * A staff update of a feedback item. A new reply marks it answered (or closed, when staff close it
 * in the same step) and records who replied and when. "Answered" needs a reply, and an item
 * with a reply cannot go back to "new": the member may already have read the answer.
 * An empty reply leaves the stored reply as it is, because forms send empty fields as null or "".
 */
export function applyFeedbackUpdate(
  current: FeedbackState,
  input: FeedbackUpdate,
  staffId: string,
  now: Date,
): { next: FeedbackState; replied: boolean } {
  const reply = input.reply?.trim();
  if (reply && reply !== current.reply) {
    const status = input.status === 'closed' ? 'closed' : 'answered';
    return { next: { status, reply, repliedAt: now, repliedBy: staffId }, replied: true };
  }
  const status = input.status ?? current.status;
  if (status === 'answered' && !current.reply)
    throw problems.field(400, 'reply_required', 'reply', 'validation.required');
  if (status === 'new' && current.reply)
    throw problems.field(400, 'invalid_status', 'status', 'validation.invalid');
  return { next: { ...current, status }, replied: false };
}
