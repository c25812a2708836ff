import {
  passwordResetSentSchema,
  type ForgotPassword,
  type PasswordResetSent,
} from '@mawadda/contracts/auth/account-security';
import { api } from '../../../lib/api';

/**
 * POST /api/auth/password/forgot with `{ email }` or `{ phone }`: 202 with when the code stops
 * working, the same answer whether or not an account holds the address.
 */
export const forgotPassword = (input: ForgotPassword): Promise<PasswordResetSent> =>
  api('/auth/password/forgot', { method: 'POST', body: input, schema: passwordResetSentSchema });
