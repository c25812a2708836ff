import { sessionSchema, type ConfirmRegistration, type Session } from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/register/confirm: the two codes → 201 with a session (signed in). */
export const confirmRegistration = (input: ConfirmRegistration): Promise<Session> =>
  api('/auth/register/confirm', { method: 'POST', body: input, schema: sessionSchema });
