import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';

/*
 * Reaching out, as social and chat announce it: a follow request (pending or accepted at once)
 * marks the suggestion she acted on as interested, and every approach keeps the pair out of each
 * other's suggestions.
 */

export async function applyFollowRequested(app: SearchApp, tx: Db, followerId: string, targetId: string) {
  await app.approaches.add(tx, followerId, targetId, 'request');
  await app.suggestions.act(tx, followerId, targetId, 'interested', app.clock());
}

export async function applyFollowEnded(app: SearchApp, tx: Db, followerId: string, targetId: string) {
  await app.approaches.remove(tx, followerId, targetId, 'request');
}

export async function applyConversationStarted(
  app: SearchApp,
  tx: Db,
  starterId: string,
  recipientId: string,
) {
  await app.approaches.add(tx, starterId, recipientId, 'conversation');
  await app.approaches.add(tx, recipientId, starterId, 'conversation');
}
