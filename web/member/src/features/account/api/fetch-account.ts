import { accountSchema, type Account } from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/** GET /api/auth/me: the account, its addresses and when each was verified. */
export const fetchAccount = (signal?: AbortSignal): Promise<Account> =>
  api('/auth/me', { schema: accountSchema, signal });
