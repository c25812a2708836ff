import { twoFactorSetupSchema, type TwoFactorSetup } from '@mawadda/contracts/auth/two-factor';
import { api } from '../../../lib/api';

/** POST /api/auth/me/two-factor `{ currentPassword }` → a new secret (QR code, URI, text) awaiting its first code. */
export const startTwoFactor = (input: { currentPassword: string }): Promise<TwoFactorSetup> =>
  api('/auth/me/two-factor', { method: 'POST', body: input, schema: twoFactorSetupSchema });
