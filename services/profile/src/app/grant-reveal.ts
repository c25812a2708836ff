import type { RevealSubject } from '@mawadda/contracts';
import { uuidv7, type Db } from '@mawadda/kit';
import { approverFor } from '../domain/guardian-approval.js';
import { guardianApprovalEvent } from '../events/guardian-events.js';
import { revealChanged } from '../events/reveal-events.js';
import type { RevealRow } from '../store/schema.js';
import type { ProfileApp } from './context.js';

/** What a reveal came to: granted now (`row` when new), or waiting for the owner's guardian. */
export type Granted =
  { awaitingGuardian: false; row: RevealRow | undefined } | { awaitingGuardian: true; at: Date };

/**
 * The one step every reveal goes through, under the owner's lock. When the owner's guardian
 * approves this subject, the reveal waits instead (no `reveal.granted`), so the viewer sees nothing
 * until the guardian says yes. Repeats change nothing.
 */
export async function grantReveal(
  app: ProfileApp,
  tx: Db,
  r: { ownerId: string; viewerId: string; subject: RevealSubject; at: Date },
): Promise<Granted> {
  const approver = approverFor(await app.guardians.of(r.ownerId, tx), r.subject);
  if (approver && !(await app.guardians.revealStands(tx, r))) {
    const waiting = await app.guardians.pendingOf(tx, r);
    if (waiting) return { awaitingGuardian: true, at: waiting.createdAt };
    const row = (await app.guardians.insert(tx, { id: uuidv7(), ...r, guardianId: approver }))!;
    await app.outbox.append(
      tx,
      guardianApprovalEvent('guardian.approval.requested', {
        requestId: row.id,
        memberId: r.ownerId,
        guardianId: approver,
        requesterId: r.viewerId,
        subject: r.subject,
        at: r.at,
      }),
    );
    return { awaitingGuardian: true, at: r.at };
  }
  return { awaitingGuardian: false, row: await applyReveal(app, tx, r) };
}

/**
 * The reveal itself: the row, the pending requests it answers, and `reveal.granted`. Called by
 * `grantReveal` when no guardian must approve, and by the guardian's approval (or a lapsed gate).
 */
export async function applyReveal(
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
