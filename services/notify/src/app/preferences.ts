import {
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Outcome } from '@mawadda/kit';
import { effectivePreferences } from '../domain/preferences.js';
import type { RefusalOf } from '../domain/refusals.js';
import type { NotifyApp } from './context.js';

/** Every kind with my channel for it (my choice, else the default). */
export async function readPreferences(app: NotifyApp, memberId: string): Promise<NotificationPreferences> {
  return effectivePreferences(await app.preferences.of(app.database.db, memberId));
}

/**
 * Some kinds set to a channel; kinds not named keep theirs. A choice equal to the default is
 * stored too, so a later change of the default does not overrule what the member chose.
 */
export async function updatePreferences(
  app: NotifyApp,
  memberId: string,
  update: NotificationPreferencesUpdate,
): Promise<Outcome<NotificationPreferences, RefusalOf<'account_gone'>>> {
  const choices = Object.entries(update)
    .filter((e): e is [NotificationKind, NotificationChannel] => e[1] !== undefined)
    .map(([kind, channel]) => ({ kind, channel }));
  const gone = await app.database.db.transaction(async (tx) => {
    if (await isErasedMember(tx, memberId)) return true;
    await app.preferences.save(tx, memberId, choices, app.clock());
    return false;
  });
  if (gone) return refused({ refusal: 'account_gone' });
  return ok(await readPreferences(app, memberId));
}
