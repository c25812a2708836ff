import {
  accountSchema,
  verificationSentSchema,
  type Account,
  type VerificationSent,
} from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/** GET /api/auth/me: the account, with when each address was verified. */
export const fetchAccount = (signal?: AbortSignal): Promise<Account> =>
  api('/auth/me', { schema: accountSchema, signal });

/** POST /api/auth/me/verification/phone: a 6-digit code by SMS (10 minutes). */
export const sendPhoneCode = (): Promise<VerificationSent> =>
  api('/auth/me/verification/phone', { method: 'POST', schema: verificationSentSchema });

/** POST /api/auth/me/verification/phone/confirm → the account, phone verified. */
export const confirmPhoneCode = (code: string): Promise<Account> =>
  api('/auth/me/verification/phone/confirm', { method: 'POST', body: { code }, schema: accountSchema });

/** POST /api/auth/me/verification/email: a one-use link by mail (24 hours). */
export const sendEmailLink = (): Promise<VerificationSent> =>
  api('/auth/me/verification/email', { method: 'POST', schema: verificationSentSchema });
