import type { NotificationCreatedPayload } from '@mawadda/contracts';
import type { NewEvent } from '@mawadda/kit';

export const NOTIFY_PRODUCER = 'notify';

/**
 * `notification.created` (topic `notify.events`), keyed by the member told: ids, the kind and a
 * site path, for auth to mail in the member's language. Never a name or a text.
 */
export const notificationCreated = (p: NotificationCreatedPayload): NewEvent<'notification.created'> => ({
  type: 'notification.created',
  key: p.memberId,
  payload: p,
});
