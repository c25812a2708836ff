import type { Relationship } from '@mawadda/contracts';
import { refused, type Outcome } from '@mawadda/kit';
import type { SocialApp } from './context.js';
import { runPairCommand, type PairCommandRefusal } from './pair-command.js';

/**
 * Accept or reject a follow request by its id: only the request's target may answer it. Someone
 * else's request looks exactly like one that is gone, so guessing ids teaches nothing.
 */
export async function answerRequest(
  app: SocialApp,
  viewerId: string,
  requestId: string,
  kind: 'accept' | 'reject',
): Promise<Outcome<Relationship, PairCommandRefusal>> {
  const request = await app.graph.followById(app.database.db, requestId);
  if (!request || request.targetId !== viewerId) return refused({ refusal: 'requestGone' });
  // The pair command reads the request again under the pair's lock: a cancel in between wins.
  return runPairCommand(app, viewerId, request.followerId, { kind, requestId });
}
