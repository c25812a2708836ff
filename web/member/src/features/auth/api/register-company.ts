import { sessionSchema, type CompanyRegistration, type Session } from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/register/company: a company account; 201 answers with a session. */
export const registerCompany = (input: CompanyRegistration): Promise<Session> =>
  api('/auth/register/company', { method: 'POST', body: input, schema: sessionSchema });
