import { accountSchema, type Account } from '@mawadda/contracts/auth';
import { api } from './api';

/**
 * The signed-in account (name, addresses and their verification), under the cache key the account
 * and verification pages read it by, so a form that only borrows the name and email shares their
 * read instead of making its own.
 */
export const MY_ACCOUNT_KEY = ['auth', 'me'] as const;

/** GET /api/auth/me. */
export const fetchMyAccount = (signal?: AbortSignal): Promise<Account> =>
  api('/auth/me', { schema: accountSchema, signal });
