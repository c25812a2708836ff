import { recoveryCodesSchema, type RecoveryCodes } from '@mawadda/contracts/auth/two-factor';
import { api } from '../../../lib/api';

/** POST /api/auth/me/two-factor/confirm `{ code }`: the app's first code turns it on → the recovery codes, shown once. */
export const confirmTwoFactor = (input: { code: string }): Promise<RecoveryCodes> =>
  api('/auth/me/two-factor/confirm', { method: 'POST', body: input, schema: recoveryCodesSchema });
