import type { RevealSubject } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { revealChanged } from '../events/reveal-events.js';
import type { RevealRow } from '../store/schema.js';
import type { ProfileApp } from './context.js';

/**
 * The one step every reveal goes through, whether the owner reveals from the member's profile or
 * accepts a request: the reveal row, the pending requests it answers, and `reveal.granted`, in the
 * caller's transaction (under the owner's lock). A guardian's approval, when it comes, is checked
 * here, so neither path can pass by it. A reveal that already stood changes nothing and sends
 * nothing.
 */
export async function grantReveal(
  { reveals, outbox }: ProfileApp,
  tx: Db,
  r: { ownerId: string; viewerId: string; subject: RevealSubject; at: Date },
): Promise<RevealRow | undefined> {
  const row = await reveals.reveal(tx, r);
  // A request for what is now revealed is answered by it.
  await reveals.settle(
    tx,
    { ownerId: r.ownerId, requesterId: r.viewerId, subject: r.subject },
    'accepted',
    r.at,
  );
  if (row)
    await outbox.append(
      tx,
      revealChanged('reveal.granted', {
        ownerId: r.ownerId,
        viewerId: r.viewerId,
        subject: r.subject,
        at: r.at.toISOString(),
      }),
    );
  return row;
}
