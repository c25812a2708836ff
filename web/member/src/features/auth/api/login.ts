import { sessionSchema, type LoginInput, type Session } from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/login with `{ email, password }` or `{ phone, password }`; the caller starts the session. */
export const login = (input: LoginInput): Promise<Session> =>
  api('/auth/login', { method: 'POST', body: input, schema: sessionSchema });
