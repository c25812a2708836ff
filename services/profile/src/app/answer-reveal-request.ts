import type { RevealRequest } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileApp } from './context.js';
import { grantReveal } from './grant-reveal.js';
import { requestOf } from './list-reveals.js';

type AnswerRefusal = RefusalOf<'not_found'> | RefusalOf<'reveal_request_decided'>;

/**
 * The owner accepts a request, which is a reveal through `grantReveal` (the one path every reveal
 * takes; it may wait for the owner's guardian). Someone else's or unknown: 404; answered: 409; a
 * block between the two since: 404.
 */
export async function acceptRevealRequest(
  app: ProfileApp,
  ownerId: string,
  requestId: string,
): Promise<Outcome<RevealRequest, AnswerRefusal>> {
  const at = app.clock();
  return app.outbox.inTransaction(app.database.db, async (tx) => {
    const owner = await app.store.lock(tx, ownerId);
    const request = owner && (await app.reveals.request(ownerId, requestId, tx));
    if (!owner || !request) return refused(NOT_FOUND);
    if (request.status !== 'pending') return refused({ refusal: 'reveal_request_decided' });
    if ((await app.reveals.relation(ownerId, request.requesterId, tx)).blocked) return refused(NOT_FOUND);
    const granted = await grantReveal(app, tx, {
      ownerId,
      viewerId: request.requesterId,
      subject: request.subject,
      at,
    });
    // Waiting for the owner's guardian, the request stays pending (the requester reads
    // "request sent") until the guardian answers it (app/guardian-reveal-requests.ts).
    if (granted.awaitingGuardian) return ok(requestOf(request));
    return ok(requestOf({ ...request, status: 'accepted', decidedAt: at }));
  });
}

/** `POST /me/reveal-requests/{id}/decline`: no, and the requester's page says so. Sends nothing. */
export async function declineRevealRequest(
  app: ProfileApp,
  ownerId: string,
  requestId: string,
): Promise<Outcome<RevealRequest, AnswerRefusal>> {
  const at = app.clock();
  return app.outbox.inTransaction(app.database.db, async (tx) => {
    const request = await app.reveals.request(ownerId, requestId, tx);
    if (!request) return refused(NOT_FOUND);
    const [declined] = await app.reveals.settle(tx, { ownerId, id: requestId }, 'declined', at);
    if (!declined) return refused({ refusal: 'reveal_request_decided' });
    return ok(requestOf(declined));
  });
}
