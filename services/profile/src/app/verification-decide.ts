import type { VerificationItem, VerificationReject } from '@mawadda/contracts';
import {
  ok,
  refused,
  staffActed,
  type AdminListQuery,
  type AdminListRefusal,
  type Outcome,
  type Principal,
} from '@mawadda/kit';
import type { MediaViewer } from '../domain/media-url.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { verificationKey } from '../domain/verification.js';
import { verificationItemOf } from '../domain/verification-items.js';
import { announceProfileUpdated } from './announce-profile-updated.js';
import type { ProfileApp } from './context.js';

/*
 * The staff side of identity verification (README: verification and badges). The file is deleted
 * right after the decision: we keep that it was checked, by whom and why, not the face or passport.
 */

const staffViewer = (auth: Principal): MediaViewer => ({ kind: 'staff', id: auth.id });
const signersOf = (app: ProfileApp) => ({ file: app.verificationSigner, media: app.signer });

export async function listVerifications(
  app: ProfileApp,
  auth: Principal,
  query: AdminListQuery,
): Promise<Outcome<{ items: VerificationItem[]; total: number }, AdminListRefusal>> {
  const page = await app.verifications.list(query);
  if ('refused' in page) return refused(page.refused);
  return ok({
    items: page.rows.map((r) => verificationItemOf(r.item, r.memberName, signersOf(app), staffViewer(auth))),
    total: page.total,
  });
}

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

type DecideRefusal = RefusalOf<'not_found'> | RefusalOf<'verification_already_decided'>;

/**
 * One conditional UPDATE under the owner's profile lock decides (the second decision is a 409);
 * an approval sets the badge and re-announces the snapshot (search's "verified"); both append
 * `staff.acted` in the same transaction. The file goes after the commit.
 */
async function decide(
  app: ProfileApp,
  auth: Principal,
  id: string,
  status: 'approved' | 'rejected',
  reject?: VerificationReject,
): Promise<Outcome<VerificationItem, DecideRefusal>> {
  const found = await app.verifications.get(id);
  if (!found) return refused(NOT_FOUND);
  const file = found.item.file;
  const decided = await app.outbox.inTransaction(
    app.database.db,
    async (tx): Promise<Outcome<void, DecideRefusal>> => {
      const profile = await app.store.lock(tx, found.item.memberId);
      const item = await app.verifications.decide(tx, id, {
        status,
        decidedBy: auth.id,
        reason: reject?.reason,
        note: reject?.note,
      });
      if (!item) return refused({ refusal: 'verification_already_decided' });
      if (!profile) return refused(NOT_FOUND);
      if (status === 'approved') {
        const updated = await app.verifications.setBadge(tx, item.memberId, item.kind, new Date());
        if (updated) await announceProfileUpdated(app, tx, updated, ['badges']);
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
      return ok(undefined);
    },
  );
  if (!decided.ok) return decided;
  if (file)
    await app.objects.delete(verificationKey(found.item, file)).catch((err: unknown) => {
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
