import type { EnrolConfirm } from '@mawadda/contracts';
import { newTotpSecret, ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { newRecoveryCodes, recoveryCodeHash } from '../domain/recovery-codes.js';
import type { RefusalOf } from '../domain/refusals.js';
import { seal, unseal } from '../domain/sealed-secret.js';
import { acceptedStep, totpSetup, type TotpSetup } from '../domain/totp.js';
import type { AccountRow } from '../store/schema.js';
import {
  enableSecondFactor,
  findSecondFactor,
  putPendingSecret,
  replaceRecoveryCodes,
} from '../store/second-factor-store.js';
import type { AuthApp } from './context.js';
import type { ClientInfo, IssuedSession, Sessions } from './sessions.js';
import { loadChallenge, spendChallenge, wrongCode, type ChallengeRefusal } from './sign-in-challenge.js';

/**
 * Staff enrol their second factor inside their first sign-in (README: Second factor): the
 * challenge from `/login` (purpose `enrol`) gets a pending secret to scan, and its first code
 * confirms it, hands out the recovery codes and opens the session.
 */

/**
 * The pending secret of this sign-in: made at the first call, the same one at the next (the page
 * was reloaded), a new one for a new sign-in, so a secret shown to an earlier attempt is dropped.
 */
export async function startEnrolment(
  app: AuthApp,
  challenge: string,
): Promise<Outcome<TotpSetup, ChallengeRefusal | RefusalOf<'two_factor_already_enabled'>>> {
  const { database, outbox, twoFactorKey } = app;
  const outcome = await outbox.inTransaction(
    database.db,
    async (
      tx: Db,
    ): Promise<
      Outcome<
        { secret: string; account: AccountRow },
        ChallengeRefusal | RefusalOf<'two_factor_already_enabled'>
      >
    > => {
      const found = await loadChallenge(app, tx, challenge, 'enrol');
      if (!found.ok) return found;
      const { row, account } = found.value;
      const factor = await findSecondFactor(tx, account.id, true);
      if (factor?.enabledAt) return refused({ refusal: 'two_factor_already_enabled' });
      const kept =
        factor && factor.createdAt >= row.createdAt ? unseal(twoFactorKey, account.id, factor.secret) : null;
      if (kept) return ok({ secret: kept, account });
      const secret = newTotpSecret();
      await putPendingSecret(tx, account.id, seal(twoFactorKey, account.id, secret));
      return ok({ secret, account });
    },
  );
  if (!outcome.ok) return outcome;
  return ok(await totpSetup(outcome.value.secret, outcome.value.account.email ?? ''));
}

type ConfirmRefusal =
  ChallengeRefusal | RefusalOf<'two_factor_not_pending'> | RefusalOf<'second_factor_code_wrong'>;

/** The first code of the pending secret: the factor is on, the codes are given, the session opens. */
export async function confirmEnrolment(
  app: AuthApp,
  sessions: Sessions,
  input: EnrolConfirm,
): Promise<Outcome<{ issued: IssuedSession; recoveryCodes: string[] }, ConfirmRefusal>> {
  const { database, outbox, twoFactorKey, limits } = app;
  const outcome = await outbox.inTransaction(
    database.db,
    async (
      tx: Db,
    ): Promise<
      Outcome<{ account: AccountRow; client: ClientInfo; recoveryCodes: string[] }, ConfirmRefusal>
    > => {
      const found = await loadChallenge(app, tx, input.challenge, 'enrol');
      if (!found.ok) return found;
      const { row, account } = found.value;
      const factor = await findSecondFactor(tx, account.id, true);
      const secret = factor && !factor.enabledAt ? unseal(twoFactorKey, account.id, factor.secret) : null;
      if (!secret) return refused({ refusal: 'two_factor_not_pending' });
      const step = acceptedStep(secret, input.code, null);
      if (step === null) return wrongCode(app, tx, row);
      await enableSecondFactor(tx, account.id, step);
      const recoveryCodes = newRecoveryCodes();
      await replaceRecoveryCodes(tx, account.id, recoveryCodes.map(recoveryCodeHash));
      const client = await spendChallenge(tx, row);
      return ok({ account, client, recoveryCodes });
    },
  );
  if (!outcome.ok) return outcome;
  const { account, client, recoveryCodes } = outcome.value;
  await limits.secondFactorFailuresPerAccount.reset(account.id);
  return ok({ issued: await sessions.start(account, client), recoveryCodes });
}
