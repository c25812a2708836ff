import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { findAccountById } from '../store/accounts-store.js';
import type { AccountRow } from '../store/schema.js';
import type { AuthApp } from './context.js';

/**
 * The account a token speaks for, as it stands now: gone or suspended since the token was issued
 * is a refusal (the revocation view refuses such tokens everywhere; here the row is at hand).
 */
export async function currentAccount(
  app: AuthApp,
  id: string,
): Promise<Outcome<AccountRow, RefusalOf<'account_gone'> | RefusalOf<'account_suspended'>>> {
  const row = await findAccountById(app.database.db, id);
  if (!row) return refused({ refusal: 'account_gone' });
  if (row.status !== 'active') return refused({ refusal: 'account_suspended', reason: row.suspensionReason });
  return ok(row);
}
