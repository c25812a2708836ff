import { api } from '../../../lib/api';

/** DELETE /api/auth/me/sessions/{id} → 204: that device is signed out, its access token refused at once. */
export const signOutSession = (id: string) =>
  api(`/auth/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
