import { ok, refused, type Outcome, type StoredObject } from '@mawadda/kit';
import { sameViewer, type MediaViewer } from '../domain/media-url.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { verificationKey } from '../domain/verification.js';
import type { ProfileApp } from './context.js';

/**
 * A selfie or document for the staff member the URL was signed for, while it waits for a
 * decision: forged, altered, someone else's, or already decided (the file is gone) → not found,
 * the same answer for all. Genuine but past its time → expired (the console reloads the item).
 */
export async function openVerificationFile(
  app: ProfileApp,
  input: { id: string; file: string; query: Record<string, unknown>; requester: MediaViewer | undefined },
): Promise<Outcome<StoredObject, RefusalOf<'not_found'> | RefusalOf<'media_link_expired'>>> {
  const ticket = app.verificationSigner.verify(`${input.id}/${input.file}`, input.query);
  if (ticket === 'invalid') return refused(NOT_FOUND);
  if (ticket === 'expired') return refused({ refusal: 'media_link_expired' });
  if (ticket.viewer.kind !== 'staff' || !sameViewer(input.requester, ticket.viewer))
    return refused(NOT_FOUND);
  const row = await app.verifications.get(input.id);
  if (!row || row.item.status !== 'pending' || row.item.file !== input.file) return refused(NOT_FOUND);
  const object = await app.objects.get(verificationKey(row.item, input.file));
  return object ? ok(object) : refused(NOT_FOUND);
}
