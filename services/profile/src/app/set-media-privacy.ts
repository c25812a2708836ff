import type { MediaPrivacy, MediaPrivacyEdit } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileApp } from './context.js';

/**
 * The owner's two switches: photos hidden, CV hidden. Turning one on takes effect at once for URLs
 * already handed out; reveals already made stay, so turning it on again does not forget whom the
 * owner chose.
 */
export async function setMediaPrivacy(
  app: ProfileApp,
  memberId: string,
  edit: MediaPrivacyEdit,
): Promise<Outcome<MediaPrivacy, RefusalOf<'not_found'>>> {
  return app.outbox.inTransaction(app.database.db, async (tx) => {
    const row = await app.store.lock(tx, memberId);
    if (!row) return refused(NOT_FOUND);
    const changes = {
      ...(edit.photosHidden !== undefined && { photosHidden: edit.photosHidden }),
      ...(edit.cvHidden !== undefined && { cvHidden: edit.cvHidden }),
    };
    const next = await app.store.update(tx, memberId, changes);
    return ok({ photosHidden: next.photosHidden, cvHidden: next.cvHidden });
  });
}
