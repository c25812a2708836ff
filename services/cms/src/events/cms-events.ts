import type { NewEvent } from '@mawadda/kit';
import type { CmsFeedback, PublicContent } from '@mawadda/contracts';

export const CMS_PRODUCER = 'cms';

/**
 * What the content service tells others: ids and facts only, so a notifier reads address and reply
 * from this service. Keyed by the member when signed in, else by the feedback id, so one
 * conversation's events stay in order.
 */
export const feedbackSubmitted = (f: CmsFeedback): NewEvent<'feedback.submitted'> => ({
  type: 'feedback.submitted',
  key: f.memberId ?? f.id,
  payload: { feedbackId: f.id, type: f.type, memberId: f.memberId, locale: f.locale },
});

export const feedbackReplied = (f: CmsFeedback): NewEvent<'feedback.replied'> => ({
  type: 'feedback.replied',
  key: f.memberId ?? f.id,
  payload: {
    feedbackId: f.id,
    memberId: f.memberId,
    locale: f.locale,
    status: f.status,
    repliedAt: f.repliedAt,
  },
});

/** Keyed by the resource: one record's changes stay in order. */
export const contentChanged = (
  resource: PublicContent,
  id: string | number,
): NewEvent<'content.changed'> => ({
  type: 'content.changed',
  key: `${resource}:${id}`,
  payload: { resource, id },
});
