import { notificationLink } from '@mawadda/contracts';
import { isErasedMember, uuidv7, type Db } from '@mawadda/kit';
import type { NotificationDraft } from '../domain/notification-of.js';
import { deliveryOf, effectivePreferences } from '../domain/preferences.js';
import { pushTopicOf } from '../domain/push.js';
import { notificationCreated } from '../events/notify-events.js';
import type { NotifyApp } from './context.js';
import { planPush } from './plan-push.js';

/**
 * Stores what an event tells a member as their preference for its kind says (off, centre, centre
 * and mail by auth). Runs in the inbox transaction, so a redelivered event tells once (and a
 * daily kind once a day, by the store's unique index); an erased member is told nothing. A kind
 * of a push topic goes to her devices too, if she wants that topic pushed.
 */
export async function recordNotification(app: NotifyApp, tx: Db, draft: NotificationDraft | null) {
  if (!draft || draft.actorId === draft.memberId) return;
  if (await isErasedMember(tx, draft.memberId)) return;
  if (draft.actorId && (await isErasedMember(tx, draft.actorId))) return;
  const channel = effectivePreferences(await app.preferences.of(tx, draft.memberId))[draft.kind];
  const delivery = deliveryOf(channel);
  if (!delivery.store) return;
  const row = await app.notifications.insert(tx, {
    id: uuidv7(),
    memberId: draft.memberId,
    kind: draft.kind,
    actorId: draft.actorId,
    subjectId: draft.subjectId,
    params: draft.params,
    createdAt: draft.at,
    readAt: null,
  });
  // Already told (one a day of suggestions): neither a second row nor a second mail.
  if (!row) return;
  const link = notificationLink(row.kind, row);
  const topic = pushTopicOf(row.kind);
  if (topic)
    await planPush(app, tx, {
      memberId: row.memberId,
      topic,
      link,
      tag: `${topic}:${row.subjectId ?? row.id}`,
    });
  if (delivery.email)
    await app.outbox.append(
      tx,
      notificationCreated({
        notificationId: row.id,
        memberId: row.memberId,
        kind: row.kind,
        link,
        at: row.createdAt.toISOString(),
      }),
    );
}
