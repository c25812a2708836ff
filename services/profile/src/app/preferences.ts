import { isDeepStrictEqual } from 'node:util';
import { setWishes, type Preferences, type PreferencesView } from '@mawadda/contracts';
import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { preferencesChanged } from '../events/profile-events.js';
import type { PreferencesRow } from '../store/schema.js';
import type { ProfileApp } from './context.js';

type PreferencesOutcome = Outcome<PreferencesView, RefusalOf<'not_found'>>;

const viewOf = (row: PreferencesRow | undefined): PreferencesView => ({
  preferences: row?.wishes ?? {},
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/**
 * The member's own wishes; nobody else reads them but her guardian while she lets him
 * (ward-preferences.ts; README: preferences). Staff accounts and companies have no candidate
 * profile, so they have none either.
 */
export async function viewPreferences(app: ProfileApp, memberId: string): Promise<PreferencesOutcome> {
  const row = await app.store.find(memberId);
  if (!row || row.kind !== 'individual') return refused(NOT_FOUND);
  return ok(viewOf(await app.preferences.of(memberId)));
}

/**
 * Replaces the wishes whole (a wish left out is "any"). Under the profile row's lock, so two
 * saves queue up and the event of the later one carries the later set; a save that changes
 * nothing sends nothing.
 */
export async function setPreferences(
  app: ProfileApp,
  memberId: string,
  wishes: Preferences,
): Promise<PreferencesOutcome> {
  const { database, outbox, store, preferences, clock } = app;
  const chosen = setWishes(wishes);
  return outbox.inTransaction(database.db, async (tx: Db): Promise<PreferencesOutcome> => {
    const profile = await store.lock(tx, memberId);
    if (!profile || profile.kind !== 'individual') return refused(NOT_FOUND);
    const before = await preferences.of(memberId, tx);
    if (before && isDeepStrictEqual(before.wishes, chosen)) return ok(viewOf(before));
    const row = await preferences.put(tx, memberId, chosen, clock());
    await outbox.append(tx, preferencesChanged(memberId, chosen, row.updatedAt));
    return ok(viewOf(row));
  });
}
