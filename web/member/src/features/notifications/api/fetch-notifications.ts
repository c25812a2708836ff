import { notificationPageSchema, type NotificationPage } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/notify/notifications: my notifications, newest first, a page from `cursor`. */
export const fetchNotifications = (cursor: string | null, signal?: AbortSignal): Promise<NotificationPage> =>
  api(`/notify/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    schema: notificationPageSchema,
    signal,
  });
