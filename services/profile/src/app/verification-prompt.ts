import type { SelfiePrompt } from '@mawadda/contracts';
import { ok, refused, uuidv7, type Outcome } from '@mawadda/kit';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { pickGesture, promptExpiry } from '../domain/verification.js';
import type { ProfileApp } from './context.js';

/**
 * A gesture for the member's next selfie, valid 15 minutes (README: verification and badges).
 * Asking again gives a new one; the older ones stay usable until they expire, so two tabs do
 * not undo each other. Staff and unregistered accounts have no profile: 404.
 */
export async function askSelfiePrompt(
  app: ProfileApp,
  memberId: string,
): Promise<Outcome<SelfiePrompt, RefusalOf<'not_found'>>> {
  if (!(await app.store.find(memberId))) return refused(NOT_FOUND);
  const row = await app.verifications.addPrompt(app.database.db, {
    id: uuidv7(),
    memberId,
    gesture: pickGesture(),
    expiresAt: promptExpiry(app.clock()),
  });
  return ok({ id: row.id, gesture: row.gesture, expiresAt: row.expiresAt.toISOString() });
}
