import { twoFactorStatusSchema, type TwoFactorStatus } from '@mawadda/contracts/auth/two-factor';
import { api } from '../../../lib/api';

/** GET /api/auth/me/two-factor: on or off, since when, recovery codes left, required (staff). */
export const fetchTwoFactor = (signal?: AbortSignal): Promise<TwoFactorStatus> =>
  api('/auth/me/two-factor', { schema: twoFactorStatusSchema, signal });
