import type { TwoFactorProof } from '@mawadda/contracts/auth/two-factor';
import { api } from '../../../lib/api';

/** DELETE /api/auth/me/two-factor `{ currentPassword, code }` → 204: sign-in asks for the password alone again. */
export const turnOffTwoFactor = (input: TwoFactorProof) =>
  api('/auth/me/two-factor', { method: 'DELETE', body: input });
