import {
  secondFactorSessionSchema,
  type SecondFactorSession,
  type SecondFactorSignIn,
} from '@mawadda/contracts/auth/two-factor';
import { api } from '../../../lib/api';

/**
 * POST /api/auth/login/second-factor: the login's challenge and a code of the authenticator app
 * (or a recovery code) → the session; after a recovery code, how many are left.
 */
export const secondFactorSignIn = (input: SecondFactorSignIn): Promise<SecondFactorSession> =>
  api('/auth/login/second-factor', { method: 'POST', body: input, schema: secondFactorSessionSchema });
