import { ok, refused, staffActed, type Db, type Outcome, type Principal } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { announceEndedSessions, stopSessionsHereNow } from './ended-sessions.js';
import { revokeAllForAccount } from '../store/refresh-store.js';
import { deleteSecondFactor } from '../store/second-factor-store.js';
import { deleteChallengesOf } from '../store/sign-in-challenges-store.js';
import { findStaff } from '../store/staff-store.js';
import type { AuthApp } from './context.js';

/**
 * An admin removes a staff member's lost second factor. Every sign-in of theirs ends at once, since
 * whoever holds the old phone or codes may be in. No admin resets their own: another must, as with
 * roles.
 */
export async function resetStaffTwoFactor(
  app: AuthApp,
  actor: Principal,
  id: string,
): Promise<Outcome<void, RefusalOf<'account_not_found'> | RefusalOf<'staff_self_change'>>> {
  const { database, outbox } = app;
  const at = new Date();
  const outcome = await outbox.inTransaction(
    database.db,
    async (
      tx: Db,
    ): Promise<Outcome<string[], RefusalOf<'account_not_found'> | RefusalOf<'staff_self_change'>>> => {
      if (!(await findStaff(tx, id, true))) return refused({ refusal: 'account_not_found' });
      if (id === actor.id) return refused({ refusal: 'staff_self_change' });
      await deleteSecondFactor(tx, id);
      await deleteChallengesOf(tx, id);
      const ended = await announceEndedSessions(app, tx, id, await revokeAllForAccount(tx, id), 'staff', at);
      await outbox.append(tx, staffActed(actor, 'staff.two_factor_reset', { type: 'staff', id }, null, at));
      return ok(ended);
    },
  );
  if (!outcome.ok) return outcome;
  stopSessionsHereNow(app, outcome.value, at);
  return ok(undefined);
}
