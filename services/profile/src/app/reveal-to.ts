import type { Reveal, RevealSubject } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { mayRevealTo } from '../domain/reveals.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileApp } from './context.js';
import { grantReveal } from './grant-reveal.js';

/**
 * `PUT /me/reveals/{viewerId}/{subject}`: the owner opens their photos or CV to one member they
 * know (domain/reveals.ts). A member on either side of a block, unknown, or a company: 404, as
 * everywhere. Revealing again answers the reveal that stands.
 */
export async function revealTo(
  app: ProfileApp,
  ownerId: string,
  viewerId: string,
  subject: RevealSubject,
): Promise<Outcome<Reveal, RefusalOf<'not_found'> | RefusalOf<'reveal_not_allowed'>>> {
  const at = app.clock();
  return app.outbox.inTransaction(app.database.db, async (tx) => {
    const owner = await app.store.lock(tx, ownerId);
    const viewer = await app.store.find(viewerId, tx);
    if (!owner || !viewer || viewer.kind !== 'individual') return refused(NOT_FOUND);
    if (viewer.memberId === owner.memberId) return refused({ refusal: 'reveal_not_allowed' });
    const relation = await app.reveals.relation(owner.memberId, viewer.memberId, tx);
    if (relation.blocked) return refused(NOT_FOUND);
    if (!mayRevealTo(relation)) return refused({ refusal: 'reveal_not_allowed' });
    const granted = await grantReveal(app, tx, {
      ownerId: owner.memberId,
      viewerId: viewer.memberId,
      subject,
      at,
    });
    // Where the owner's guardian approves this subject, the reveal waits for them.
    return ok(
      granted.awaitingGuardian
        ? { viewerId: viewer.memberId, subject, at: granted.at.toISOString(), status: 'awaiting_guardian' }
        : {
            viewerId: viewer.memberId,
            subject,
            at: (granted.row?.createdAt ?? at).toISOString(),
            status: 'granted',
          },
    );
  });
}
