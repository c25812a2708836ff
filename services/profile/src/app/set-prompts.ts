import type { OwnProfile, ProfilePromptsEdit } from '@mawadda/contracts';
import { refused, type Db, type Outcome } from '@mawadda/kit';
import { promptsAfter } from '../domain/prompts.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileApp } from './context.js';
import { viewOwnProfile } from './view-own-profile.js';

/**
 * The member's prompt answers, the whole set at once (README: prompts). New answers wait for a
 * moderator as an about-me text does; the set others read stays until then. Prompts are not in
 * search's snapshot, so no `profile.updated` is sent for them.
 */
export async function setPrompts(
  app: ProfileApp,
  memberId: string,
  edit: ProfilePromptsEdit,
): Promise<Outcome<OwnProfile, RefusalOf<'not_found'>>> {
  const { database, outbox, store, queue, moderation } = app;
  const found = await outbox.inTransaction(database.db, async (tx: Db) => {
    const row = await store.lock(tx, memberId);
    if (!row) return false;
    const after = promptsAfter(row, edit.prompts, moderation);
    if (!after.changed) return true;
    await queue.withdrawText(tx, memberId, 'prompts');
    if (after.queue !== 'withdraw')
      await queue.submit(tx, { memberId, kind: 'prompts', text: after.queue.text });
    await store.update(tx, memberId, { prompts: after.prompts, promptsPending: after.promptsPending });
    return true;
  });
  if (!found) return refused(NOT_FOUND);
  return viewOwnProfile(app, memberId);
}
