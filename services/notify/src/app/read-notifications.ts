import { notificationLink, type Notification, type NotificationPage } from '@mawadda/contracts';
import type { KeysetCursor } from '@mawadda/kit';
import type { NotificationRow } from '../store/schema.js';
import type { NotifyApp } from './context.js';

export const notificationView = (r: NotificationRow): Notification => ({
  id: r.id,
  kind: r.kind,
  actorId: r.actorId,
  subjectId: r.subjectId,
  params: r.params,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt?.toISOString() ?? null,
  link: notificationLink(r.kind, r),
});

/** My notifications, newest first, a page at a time. */
export async function listNotifications(
  app: NotifyApp,
  memberId: string,
  query: { limit: number; cursor?: KeysetCursor },
): Promise<NotificationPage> {
  const page = await app.notifications.page(memberId, query.limit, query.cursor);
  return { items: page.rows.map(notificationView), next: page.next, prev: page.prev };
}

/** The bell: how many wait unread (up to the cap). */
export async function countUnread(app: NotifyApp, memberId: string) {
  return { count: await app.notifications.unreadCount(memberId) };
}
