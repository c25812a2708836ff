import { MY_FEEDBACK_MAX, type MyFeedback, type MyFeedbackList } from '@mawadda/contracts';
import { memberFeedback } from '../store/feedback-store.js';
import type { FeedbackRow } from '../store/schema.js';
import type { CmsApp } from './context.js';

/**
 * What a member sees of their own messages: what they wrote, its status and the staff reply. Not
 * who on the staff replied, nor the contact details (they typed them; the page has no use for them).
 * A guest's message carries no account and so never shows here.
 */
const mine = (r: FeedbackRow): MyFeedback => ({
  id: r.id,
  reference: r.reference,
  type: r.type,
  description: r.description,
  status: r.status,
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function readMyFeedback(app: CmsApp, memberId: string): Promise<MyFeedbackList> {
  return { items: (await memberFeedback(app.database.db, memberId, MY_FEEDBACK_MAX)).map(mine) };
}
