import {
  recoveryCodesSchema,
  type RecoveryCodes,
  type TwoFactorProof,
} from '@mawadda/contracts/auth/two-factor';
import { api } from '../../../lib/api';

/** POST /api/auth/me/two-factor/recovery-codes `{ currentPassword, code }` → 10 new codes; the old ones stop working. */
export const renewRecoveryCodes = (input: TwoFactorProof): Promise<RecoveryCodes> =>
  api('/auth/me/two-factor/recovery-codes', { method: 'POST', body: input, schema: recoveryCodesSchema });
