import type { PreferencesView } from '@mawadda/contracts';
import { refused, type Outcome } from '@mawadda/kit';
import { seesMatchmaking } from '../domain/guardian-sight.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileApp } from './context.js';
import { viewPreferences } from './preferences.js';

/**
 * What a member is looking for, as her guardian reads it (README: preferences): the same view as
 * hers, while she lets him. Anyone else, a guardian she does not let, or one whose link ended gets
 * the 404 of "no such member", so a guardian account learns nothing of members not his.
 */
export async function viewWardPreferences(
  app: ProfileApp,
  guardianId: string,
  memberId: string,
): Promise<Outcome<PreferencesView, RefusalOf<'not_found'>>> {
  if (!seesMatchmaking(await app.guardians.of(memberId), guardianId)) return refused(NOT_FOUND);
  return viewPreferences(app, memberId);
}
