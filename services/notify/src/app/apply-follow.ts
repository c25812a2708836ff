import type { ParsedEvent } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { followAccepted, followRequested } from '../domain/notification-of.js';
import type { NotifyApp } from './context.js';
import { recordNotification } from './record-notification.js';

/** A request to a private profile: the owner is told, and the request remembered until answered. */
export async function applyFollowRequested(app: NotifyApp, tx: Db, e: ParsedEvent<'follow.requested'>) {
  await app.pendingFollows.remember(tx, {
    followId: e.payload.followId,
    followerId: e.payload.followerId,
    targetId: e.payload.targetId,
    createdAt: new Date(e.payload.at),
  });
  await recordNotification(app, tx, followRequested(e));
}

/** An acceptance tells the requester only when it answers a request that waited. */
export async function applyFollowAccepted(app: NotifyApp, tx: Db, e: ParsedEvent<'follow.accepted'>) {
  const wasRequested = await app.pendingFollows.settle(tx, e.payload.followId);
  await recordNotification(app, tx, followAccepted(e, wasRequested));
}

/** A request rejected, cancelled or removed waits no more (the requester is not told of a no). */
export async function forgetFollow(app: NotifyApp, tx: Db, followId: string) {
  await app.pendingFollows.settle(tx, followId);
}
