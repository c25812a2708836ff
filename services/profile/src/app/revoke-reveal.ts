import type { RevealSubject } from '@mawadda/contracts';
import { revealChanged } from '../events/reveal-events.js';
import type { ProfileApp } from './context.js';

/**
 * `DELETE /me/reveals/{viewerId}/{subject}`: takes a reveal back, at once: the media route checks
 * the reveal on every fetch before any cached copy is read, so the URLs the member holds stop
 * working now. Revoking what was not revealed is a no-op without an event.
 */
export async function revokeReveal(
  app: ProfileApp,
  ownerId: string,
  viewerId: string,
  subject: RevealSubject,
): Promise<void> {
  await app.outbox.inTransaction(app.database.db, async (tx) => {
    // A reveal still waiting for the guardian is taken back too (no approval can revive it).
    const waiting = await app.guardians.pendingOf(tx, { ownerId, viewerId, subject });
    if (waiting) await app.guardians.settle(tx, waiting.id, 'withdrawn', app.clock());
    const gone = await app.reveals.revoke(tx, { ownerId, viewerId, subject });
    if (gone)
      await app.outbox.append(
        tx,
        revealChanged('reveal.revoked', { ownerId, viewerId, subject, at: app.clock().toISOString() }),
      );
  });
}
