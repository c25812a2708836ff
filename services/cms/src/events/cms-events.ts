import type { NewEvent } from '@mawadda/kit';
import type { CmsFeedback } from '@mawadda/contracts';

export const CMS_PRODUCER = 'cms';

/**
 * What the content service tells others (topic `cms.events`): a visitor wrote to us, staff replied.
 * A notifier can acknowledge or deliver the reply by email. Keyed by the member when signed in,
 * else by the feedback id, so one conversation's events stay in order.
 */
export const feedbackSubmitted = (f: CmsFeedback): NewEvent => ({
  type: 'feedback.submitted',
  key: f.memberId ?? f.id,
  payload: {
    feedbackId: f.id,
    type: f.type,
    memberId: f.memberId,
    locale: f.locale,
    email: f.email,
    userName: f.userName,
  },
});

export const feedbackReplied = (f: CmsFeedback): NewEvent => ({
  type: 'feedback.replied',
  key: f.memberId ?? f.id,
  payload: {
    feedbackId: f.id,
    memberId: f.memberId,
    locale: f.locale,
    email: f.email,
    userName: f.userName,
    reply: f.reply,
    status: f.status,
    repliedAt: f.repliedAt,
  },
});
