import { ok, refused, uuidv7, type Db, type Outcome } from '@mawadda/kit';
import { hashPassword, isCommonPassword } from '../domain/passwords.js';
import type { RefusalOf } from '../domain/refusals.js';
import { memberRegistered } from '../events/auth-events.js';
import { insertAccount } from '../store/accounts-store.js';
import type { AccountRow, NewAccountRow } from '../store/schema.js';
import type { AuthApp } from './context.js';

type RegisterRefusal = RefusalOf<'password_common'> | RefusalOf<'email_taken'> | RefusalOf<'phone_taken'>;

/** Creates the account and its `member.registered` event in one transaction. */
export async function registerAccount(
  app: AuthApp,
  row: Omit<NewAccountRow, 'id' | 'passwordHash'>,
  password: string,
): Promise<Outcome<AccountRow, RegisterRefusal>> {
  if (isCommonPassword(password)) return refused({ refusal: 'password_common', field: 'password' });
  const passwordHash = await hashPassword(password);
  try {
    return await app.outbox.inTransaction(app.database.db, async (tx: Db) => {
      const result = await insertAccount(tx, { ...row, id: uuidv7(), passwordHash });
      // The failed insert aborted the transaction: leave it by throwing, so it rolls back.
      if (!result.ok) throw new Taken(result.taken);
      await app.outbox.append(tx, memberRegistered(result.row, app.phoneKey));
      return ok(result.row);
    });
  } catch (err) {
    if (err instanceof Taken)
      return refused({ refusal: err.which === 'email' ? 'email_taken' : 'phone_taken' });
    throw err;
  }
}

class Taken extends Error {
  constructor(readonly which: 'email' | 'phone') {
    super(`${which} taken`);
  }
}
