import type { LoginInput } from '@mawadda/contracts/auth';
import { loginResponseSchema, type LoginResponse } from '@mawadda/contracts/auth/two-factor';
import { api } from '../../../lib/api';

/**
 * POST /api/auth/login with `{ email, password }` or `{ phone, password }`: a session (the caller
 * starts it), or, for an account with two-step sign-in, the challenge its second step needs.
 */
export const login = (input: LoginInput): Promise<LoginResponse> =>
  api('/auth/login', { method: 'POST', body: input, schema: loginResponseSchema });
