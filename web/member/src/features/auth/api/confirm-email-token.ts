import { emailVerifiedSchema, type EmailVerified } from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/verification/email: the mailed link's token, signed in or not (any device). */
export const confirmEmailToken = (token: string): Promise<EmailVerified> =>
  api('/auth/verification/email', { method: 'POST', body: { token }, schema: emailVerifiedSchema });
