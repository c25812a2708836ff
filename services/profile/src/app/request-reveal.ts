import type { RevealRequest, RevealSubject } from '@mawadda/contracts';
import { ok, refused, uuidv7, type Outcome } from '@mawadda/kit';
import { sightOf } from '../domain/media-access.js';
import type { MediaViewer } from '../domain/media-url.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { DECLINED_REQUEST_STANDS_MS } from '../domain/reveals.js';
import { revealRequested } from '../events/reveal-events.js';
import type { ProfileApp } from './context.js';
import { requestOf } from './list-reveals.js';

/**
 * One pending request per pair and subject: asking again, or within 30 days of a decline, answers
 * the same request (200), so a "no" is not worn down. A new one counts against a daily budget. A
 * block either way: 404; asking for what one sees already: 409.
 */
export async function requestReveal(
  app: ProfileApp,
  requester: MediaViewer,
  ownerId: string,
  subject: RevealSubject,
): Promise<
  Outcome<
    { request: RevealRequest; created: boolean },
    RefusalOf<'not_found'> | RefusalOf<'reveal_not_needed'> | RefusalOf<'rate_limited'>
  >
> {
  const owner = await app.store.find(ownerId);
  if (!owner || owner.kind !== 'individual') return refused(NOT_FOUND);
  if (requester.kind !== 'member' || requester.id === owner.memberId)
    return refused({ refusal: 'reveal_not_needed' });
  const [standing, relation] = await Promise.all([
    app.access.standing(requester, owner.memberId),
    app.reveals.relation(owner.memberId, requester.id),
  ]);
  if (relation.blocked) return refused(NOT_FOUND);
  if (!sightOf(owner, requester, standing).hidden[subject]) return refused({ refusal: 'reveal_not_needed' });
  const at = app.clock();
  const standingRequest = async () => {
    const latest = await app.reveals.latestRequest(owner.memberId, requester.id, subject);
    if (!latest) return undefined;
    if (latest.status === 'pending') return latest;
    if (
      latest.status === 'declined' &&
      at.getTime() - (latest.decidedAt ?? latest.createdAt).getTime() < DECLINED_REQUEST_STANDS_MS
    )
      return latest;
    return undefined;
  };
  const existing = await standingRequest();
  if (existing) return ok({ request: requestOf(existing), created: false });
  const limited = await app.revealRequestLimiter.spend(requester.id);
  if (limited) return refused(limited);
  const inserted = await app.outbox.inTransaction(app.database.db, async (tx) => {
    const row = await app.reveals.insertRequest(tx, {
      id: uuidv7(),
      ownerId: owner.memberId,
      requesterId: requester.id,
      subject,
      at,
    });
    if (row)
      await app.outbox.append(
        tx,
        revealRequested({
          requestId: row.id,
          ownerId: row.ownerId,
          requesterId: row.requesterId,
          subject,
          at: at.toISOString(),
        }),
      );
    return row;
  });
  if (inserted) return ok({ request: requestOf(inserted), created: true });
  // A second tab asked at the same moment: its request is the one.
  const raced = await standingRequest();
  return raced ? ok({ request: requestOf(raced), created: false }) : refused(NOT_FOUND);
}
