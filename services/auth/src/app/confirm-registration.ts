import { ok, refused, uuidv7, type Db, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import {
  VERIFICATION_RULES,
  wrongRegistrationCodes,
  type RegistrationCodeField,
} from '../domain/verification-secrets.js';
import { memberRegistered, memberVerified } from '../events/auth-events.js';
import { findAccountByLogin, insertAccount } from '../store/accounts-store.js';
import {
  countWrongAttempt,
  deletePendingRegistration,
  lockPendingRegistration,
} from '../store/pending-registrations-store.js';
import type { AccountRow } from '../store/schema.js';
import type { AuthApp } from './context.js';

type ConfirmRefusal = RefusalOf<'invalid_code'> | RefusalOf<'registration_expired'>;

/**
 * Both codes right makes the account, verified, with its events in the same transaction. An
 * address registered since step one answers as a wrong code, so confirming tells no more than
 * registering did; a replay after confirming is `registration_expired`.
 */
export async function confirmRegistration(
  app: AuthApp,
  input: { registrationId: string; emailCode: string; phoneCode: string },
): Promise<Outcome<AccountRow, ConfirmRefusal>> {
  const now = new Date();
  try {
    return await app.outbox.inTransaction(app.database.db, async (tx: Db) => {
      const pending = await lockPendingRegistration(tx, input.registrationId, now);
      if (!pending) {
        // Expired rows go too (the prune would take them later).
        await deletePendingRegistration(tx, input.registrationId);
        return refused<ConfirmRefusal>({ refusal: 'registration_expired' });
      }
      const wrong = new Set<RegistrationCodeField>(wrongRegistrationCodes(pending, input));
      if (await findAccountByLogin(tx, { email: pending.email })) wrong.add('emailCode');
      if (await findAccountByLogin(tx, { phone: pending.phone })) wrong.add('phoneCode');
      if (wrong.size) {
        const attempts = await countWrongAttempt(tx, pending.id);
        if (attempts >= VERIFICATION_RULES.registrationMaxAttempts)
          await deletePendingRegistration(tx, pending.id);
        const fields = (['emailCode', 'phoneCode'] as const).filter((f) => wrong.has(f));
        return refused<ConfirmRefusal>({ refusal: 'invalid_code', fields });
      }
      const { oathAcceptedAt, termsAcceptedAt, ...fields } = pending.fields;
      const result = await insertAccount(tx, {
        ...fields,
        email: pending.email,
        phone: pending.phone,
        oathAcceptedAt: oathAcceptedAt ? new Date(oathAcceptedAt) : null,
        termsAcceptedAt: termsAcceptedAt ? new Date(termsAcceptedAt) : null,
        id: uuidv7(),
        passwordHash: pending.passwordHash,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
      });
      // Registered by someone else a moment ago: the failed insert aborted the transaction, so
      // leave it by throwing (it rolls back) and answer as a wrong code.
      if (!result.ok) throw new TakenMeanwhile(result.taken);
      await deletePendingRegistration(tx, pending.id);
      await app.outbox.append(tx, memberRegistered(result.row, app.phoneKey));
      await app.outbox.append(tx, memberVerified(result.row.id, 'email', now));
      await app.outbox.append(tx, memberVerified(result.row.id, 'phone', now));
      return ok(result.row);
    });
  } catch (err) {
    if (err instanceof TakenMeanwhile)
      return refused({
        refusal: 'invalid_code',
        fields: [err.which === 'email' ? 'emailCode' : 'phoneCode'],
      });
    throw err;
  }
}

class TakenMeanwhile extends Error {
  constructor(readonly which: 'email' | 'phone') {
    super(`${which} taken`);
  }
}
