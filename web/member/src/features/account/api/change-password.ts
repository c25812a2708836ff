import { api } from '../../../lib/api';

/**
 * POST /api/auth/me/password `{ currentPassword, newPassword, confirmPassword }` → 204. Every
 * sign-in of the account ends with it, this one included.
 */
export const changePassword = (input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) => api('/auth/me/password', { method: 'POST', body: input });
