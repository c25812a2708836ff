import type { GuardianChangedPayload, GuardianRevealRequest } from '@mawadda/contracts';
import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { approverFor } from '../domain/guardian-approval.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { guardianApprovalEvent } from '../events/guardian-events.js';
import type { RevealApprovalRow } from '../store/schema.js';
import type { ProfileApp } from './context.js';
import { applyReveal } from './grant-reveal.js';

/*
 * The reveals waiting for a guardian and their answer (README: reveal and watermarks, guardian).
 * Approving grants through `applyReveal`; declining settles the request to see as declined.
 */

const view = (a: RevealApprovalRow): GuardianRevealRequest => ({
  id: a.id,
  memberId: a.ownerId,
  requesterId: a.viewerId,
  subject: a.subject,
  at: a.createdAt.toISOString(),
});

/** `GET /api/profile/guardian/requests`: reveals waiting for me, oldest first. */
export async function listGuardianRevealRequests(
  app: ProfileApp,
  guardianId: string,
): Promise<{ items: GuardianRevealRequest[] }> {
  return { items: (await app.guardians.pendingForGuardian(guardianId)).map(view) };
}

type DecideRefusal =
  RefusalOf<'not_found'> | RefusalOf<'reveal_request_decided'> | RefusalOf<'guardian_request_withdrawn'>;

/**
 * Another guardian's request or an unlinked member: 404; answered or withdrawn by the owner: 409;
 * withdrawn by the platform: 409 `guardian_request_withdrawn`. A block not yet withdrawn answers
 * 404: nothing is revealed across a block.
 */
export async function decideGuardianRevealRequest(
  app: ProfileApp,
  guardianId: string,
  id: string,
  decision: 'approved' | 'declined',
): Promise<Outcome<{ id: string; decision: 'approved' | 'declined'; at: string }, DecideRefusal>> {
  const at = app.clock();
  return app.outbox.inTransaction(app.database.db, async (tx) => {
    const found = await app.guardians.byId(id, tx);
    if (!found || found.guardianId !== guardianId) return refused(NOT_FOUND);
    await app.store.lock(tx, found.ownerId);
    const link = await app.guardians.of(found.ownerId, tx);
    if (link?.guardianId !== guardianId) return refused(NOT_FOUND);
    if (found.status === 'cancelled') return refused({ refusal: 'guardian_request_withdrawn' });
    if (decision === 'approved' && (await app.reveals.relation(found.ownerId, found.viewerId, tx)).blocked)
      return refused(NOT_FOUND);
    const settled = await app.guardians.settle(tx, id, decision, at);
    if (!settled)
      return refused({
        refusal:
          (await app.guardians.byId(id, tx))?.status === 'cancelled'
            ? 'guardian_request_withdrawn'
            : 'reveal_request_decided',
      });
    await app.outbox.append(
      tx,
      guardianApprovalEvent('guardian.approval.decided', {
        requestId: id,
        memberId: found.ownerId,
        guardianId,
        requesterId: found.viewerId,
        subject: found.subject,
        decision,
        at,
      }),
    );
    const r = { ownerId: found.ownerId, viewerId: found.viewerId, subject: found.subject, at };
    if (decision === 'approved') await applyReveal(app, tx, r);
    else
      await app.reveals.settle(
        tx,
        { ownerId: r.ownerId, requesterId: r.viewerId, subject: r.subject },
        'declined',
        at,
      );
    return ok({ id, decision, at: at.toISOString() });
  });
}

/**
 * auth's `guardian.changed`: the copy moves to the latest state. Reveals it no longer gates are
 * granted (`lapsed`): the owner revealed and chose no gate any more. No guardian decided, so no
 * `guardian.approval.decided`.
 */
export async function applyGuardianToReveals(app: ProfileApp, tx: Db, e: GuardianChangedPayload) {
  if (!(await app.guardians.apply(tx, e))) return;
  const at = app.clock();
  for (const a of await app.guardians.pendingForOwner(e.memberId, tx)) {
    if (approverFor(e, a.subject) === a.guardianId) continue;
    await app.guardians.settle(tx, a.id, 'lapsed', at);
    if (!(await app.reveals.relation(a.ownerId, a.viewerId, tx)).blocked)
      await applyReveal(app, tx, { ownerId: a.ownerId, viewerId: a.viewerId, subject: a.subject, at });
  }
}

/**
 * auth's `member.suspended` (inbox transaction): reveals waiting for a guardian where the member
 * is owner or viewer are withdrawn (`cancelled`): they leave the guardian's list, nothing is
 * granted, and an answer is refused. Reinstated, the owner reveals again if she still wishes.
 */
export async function withdrawGuardianReveals(app: ProfileApp, tx: Db, memberId: string): Promise<void> {
  await app.guardians.cancelOf(tx, memberId, app.clock());
}
