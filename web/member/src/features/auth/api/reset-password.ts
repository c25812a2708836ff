import type { ResetPassword } from '@mawadda/contracts/auth/account-security';
import { api } from '../../../lib/api';

/** POST /api/auth/password/reset: the address, its code and the new password → 204; every sign-in ends. */
export const resetPassword = (input: ResetPassword): Promise<void> =>
  api('/auth/password/reset', { method: 'POST', body: input });
