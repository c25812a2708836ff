import { deviceSessionsSchema, type DeviceSessions } from '@mawadda/contracts/auth/account-security';
import { api } from '../../../lib/api';

/** GET /api/auth/me/sessions: the devices signed in to my account, latest activity first. */
export const fetchSessions = (signal?: AbortSignal): Promise<DeviceSessions> =>
  api('/auth/me/sessions', { schema: deviceSessionsSchema, signal });
