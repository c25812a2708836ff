import { ok, refused, type Outcome } from '@mawadda/kit';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { NotifyApp } from './context.js';

/** One of mine read (opening it marks it); another member's id is "not found". */
export async function markRead(
  app: NotifyApp,
  memberId: string,
  id: string,
): Promise<Outcome<void, RefusalOf<'not_found'>>> {
  return (await app.notifications.markRead(memberId, id, app.clock())) ? ok(undefined) : refused(NOT_FOUND);
}

/** Every one of mine read at once; answers how many changed. */
export async function markAllRead(app: NotifyApp, memberId: string) {
  return { updated: await app.notifications.markAllRead(memberId, app.clock()) };
}
