import type { VerificationItem } from '@mawadda/contracts';
import type { AssetRow, VerificationRow } from '../store/schema.js';
import type { MediaUrlSigner, MediaViewer } from './media-url.js';
import { avatarFor } from './profile-views.js';

/**
 * A submission as staff read it: the file signed for this staff member while it exists (pending),
 * and, for the one item, the member's approved profile images to compare the face with.
 */
export function verificationItemOf(
  row: VerificationRow,
  memberName: string | null,
  signers: { file: MediaUrlSigner; media: MediaUrlSigner },
  viewer: MediaViewer,
  photos: readonly AssetRow[] = [],
): VerificationItem {
  return {
    id: row.id,
    memberId: row.memberId,
    memberName,
    legalName: row.legalName,
    kind: row.kind,
    document: row.document,
    declared: row.declared,
    status: row.status,
    gesture: row.gesture,
    file:
      row.file && row.contentType
        ? { url: signers.file.sign(`${row.id}/${row.file}`, viewer), contentType: row.contentType }
        : null,
    profilePhotos: photos.flatMap((a) => avatarFor(a, signers.media, viewer) ?? []),
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.reason,
    note: row.note,
  };
}
