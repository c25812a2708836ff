import type { VerificationItem, VerificationReject } from '@mawadda/contracts';
import { ok, refused, staffActed, type AdminListQuery, type Outcome, type Principal } from '@mawadda/kit';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { verificationKey } from '../domain/verification.js';
import { verificationItemOf } from '../domain/verification-items.js';
import { announceProfileUpdated } from './announce-profile-updated.js';
import type { ProfileApp } from './context.js';
import { decideQueueItem, listQueueItems, staffViewer } from './review-queue.js';

/*
 * The staff side of identity verification (README: verification and badges). The file is deleted
 * right after the decision: we keep that it was checked, by whom and why, not the face or passport.
 */

const signersOf = (app: ProfileApp) => ({ file: app.verificationSigner, media: app.signer });

export const listVerifications = (app: ProfileApp, auth: Principal, query: AdminListQuery) =>
  listQueueItems(app.verifications, query, (r) =>
    verificationItemOf(r.item, r.memberName, signersOf(app), staffViewer(auth)),
  );

export async function readVerification(
  app: ProfileApp,
  auth: Principal,
  id: string,
): Promise<Outcome<VerificationItem, RefusalOf<'not_found'>>> {
  const row = await app.verifications.get(id);
  if (!row) return refused(NOT_FOUND);
  const photos = await app.verifications.approvedPhotos(row.item.memberId);
  return ok(verificationItemOf(row.item, row.memberName, signersOf(app), staffViewer(auth), photos));
}

/**
 * A decision: an approval sets the badge and re-announces the snapshot (search's "verified"); both
 * append `staff.acted` in the decision's transaction. The file goes after the commit.
 */
async function decide(
  app: ProfileApp,
  auth: Principal,
  id: string,
  status: 'approved' | 'rejected',
  reject?: VerificationReject,
): Promise<Outcome<VerificationItem, RefusalOf<'not_found'> | RefusalOf<'verification_already_decided'>>> {
  const queue = {
    store: app.verifications,
    alreadyDecided: { refusal: 'verification_already_decided' } as const,
  };
  const decision = { status, reason: reject?.reason, note: reject?.note };
  const decided = await decideQueueItem(app, auth, queue, id, decision, async (tx, _profile, item) => {
    if (status === 'approved') {
      // A declaration's document checks the declaration it was sent for, if it still stands.
      const updated =
        item.kind === 'marital'
          ? await app.verifications.checkDeclaration(tx, item.memberId, item.declared, new Date())
          : await app.verifications.setBadge(tx, item.memberId, item.kind, new Date());
      if (updated)
        await announceProfileUpdated(app, tx, updated, [item.kind === 'marital' ? 'declaration' : 'badges']);
    }
    await app.outbox.append(
      tx,
      staffActed(
        auth,
        status === 'approved' ? 'verification.approve' : 'verification.reject',
        { type: 'verification', id: item.id, memberId: item.memberId },
        reject?.reason,
      ),
    );
  });
  if (!decided.ok) return decided;
  const { item } = decided.value.found;
  if (item.file)
    await app.objects.delete(verificationKey(item, item.file)).catch((err: unknown) => {
      app.logger.warn(
        { err, verificationId: id },
        'could not delete a decided verification file; erasure will',
      );
    });
  return readVerification(app, auth, id);
}

export const approveVerification = (app: ProfileApp, auth: Principal, id: string) =>
  decide(app, auth, id, 'approved');

export const rejectVerification = (app: ProfileApp, auth: Principal, id: string, body: VerificationReject) =>
  decide(app, auth, id, 'rejected', body);
