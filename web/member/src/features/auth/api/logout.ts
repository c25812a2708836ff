import { api } from '../../../lib/api';

/** POST /api/auth/logout: ends the sign-in's refresh family on the server. */
export const logout = () => api('/auth/logout', { method: 'POST' });
