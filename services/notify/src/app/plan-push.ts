import type { PushTopic } from '@mawadda/contracts';
import { afterCommit, isErasedMember, safeError, type Db } from '@mawadda/kit';
import { effectivePushPreferences, quietSince } from '../domain/push.js';
import type { NotifyApp } from './context.js';

/**
 * In the inbox transaction: when the member wants this topic pushed, one job per device of hers,
 * scheduled once the transaction committed (a slow push service never holds it, and an event
 * rolled back pushes nothing). A queue that refuses is logged: a push is not worth a redelivery.
 */
export async function planPush(
  app: NotifyApp,
  tx: Db,
  push: { memberId: string; topic: PushTopic; link: string; tag: string },
): Promise<void> {
  const setup = app.push;
  if (!setup) return;
  const devices = await app.pushSubscriptions.ofMember(tx, push.memberId);
  if (devices.length === 0) return;
  const choices = effectivePushPreferences(await app.pushPreferences.of(tx, push.memberId));
  if (!choices[push.topic]) return;
  afterCommit(tx, () => {
    for (const device of devices) {
      const job = {
        subscriptionId: device.id,
        memberId: push.memberId,
        topic: push.topic,
        link: push.link,
        tag: push.tag,
      };
      void setup
        .schedule?.(job)
        .catch((err: unknown) =>
          app.logger.warn({ err: safeError(err), topic: push.topic }, 'could not schedule a push'),
        );
    }
  });
}

/**
 * `chat.message.sent`: the recipient's devices are told of a new message, once a conversation
 * until the quiet time has passed since its last push (README "Push"). No row in the centre: the
 * chat keeps its own unread marks.
 */
export async function pushNewMessage(
  app: NotifyApp,
  tx: Db,
  message: { conversationId: string; senderId: string; recipientId: string; at: string },
): Promise<void> {
  const setup = app.push;
  if (!setup || message.senderId === message.recipientId) return;
  // Devices first: most recipients have none, and their messages then cost no further read. Asked
  // before the mark is claimed, so a member without devices (or who turned it off) keeps no marks.
  if ((await app.pushSubscriptions.ofMember(tx, message.recipientId)).length === 0) return;
  if (!effectivePushPreferences(await app.pushPreferences.of(tx, message.recipientId))['chat.message'])
    return;
  // Under erasure's lock, after the reads above: an erasure that committed meanwhile is seen here.
  if (await isErasedMember(tx, message.recipientId)) return;
  if (await isErasedMember(tx, message.senderId)) return;
  const at = new Date(message.at);
  const claimed = await app.pushMarks.claim(
    tx,
    message.recipientId,
    message.conversationId,
    at,
    quietSince(at, setup.quietMinutes),
  );
  if (!claimed) return;
  await planPush(app, tx, {
    memberId: message.recipientId,
    topic: 'chat.message',
    link: `/chat/${message.conversationId}`,
    tag: `chat:${message.conversationId}`,
  });
}
