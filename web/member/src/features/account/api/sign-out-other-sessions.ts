import { api } from '../../../lib/api';

/** DELETE /api/auth/me/sessions → 204: every device but this one is signed out. */
export const signOutOtherSessions = () => api('/auth/me/sessions', { method: 'DELETE' });
