import type { SecondFactorSignIn } from '@mawadda/contracts';
import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { AccountRow } from '../store/schema.js';
import { findSecondFactor } from '../store/second-factor-store.js';
import { deleteChallenge } from '../store/sign-in-challenges-store.js';
import type { AuthApp } from './context.js';
import type { ClientInfo, IssuedSession, Sessions } from './sessions.js';
import { loadChallenge, spendChallenge, wrongCode, type ChallengeRefusal } from './sign-in-challenge.js';
import { spendSecondFactorCode } from './second-factor-code.js';

type SecondStepRefusal = ChallengeRefusal | RefusalOf<'second_factor_code_wrong'>;

/**
 * The second step of a sign-in: the challenge from `/login` plus an authenticator or recovery code.
 * Right, the challenge is spent and the session opens as `/login` would have opened it.
 */
export async function completeSecondFactorSignIn(
  app: AuthApp,
  sessions: Sessions,
  input: SecondFactorSignIn,
): Promise<Outcome<{ issued: IssuedSession; recoveryCodesLeft?: number }, SecondStepRefusal>> {
  const { database, outbox, limits } = app;
  const outcome = await outbox.inTransaction(
    database.db,
    async (
      tx: Db,
    ): Promise<
      Outcome<{ account: AccountRow; client: ClientInfo; recoveryCodesLeft?: number }, SecondStepRefusal>
    > => {
      const found = await loadChallenge(app, tx, input.challenge, 'verify');
      if (!found.ok) return found;
      const { row, account } = found.value;
      const factor = await findSecondFactor(tx, account.id, true);
      // Reset or turned off since the password: the sign-in starts again (and enrols, for staff).
      if (!factor?.enabledAt) {
        await deleteChallenge(tx, row.id);
        return refused({ refusal: 'challenge_expired' });
      }
      const spent = await spendSecondFactorCode(app, tx, factor, input.code);
      if (!spent.ok) return wrongCode(app, tx, row, spent.spent);
      const client = await spendChallenge(tx, row);
      return ok({ account, client, recoveryCodesLeft: spent.recoveryCodesLeft });
    },
  );
  if (!outcome.ok) return outcome;
  const { account, client, recoveryCodesLeft } = outcome.value;
  await limits.secondFactorFailuresPerAccount.reset(account.id);
  return ok({ issued: await sessions.start(account, client), recoveryCodesLeft });
}
