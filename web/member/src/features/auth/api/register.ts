import { sessionSchema, type IndividualRegistration, type Session } from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/register: an individual member; 201 answers with a session (already signed in). */
export const register = (input: IndividualRegistration): Promise<Session> =>
  api('/auth/register', { method: 'POST', body: input, schema: sessionSchema });
