import {
  pendingRegistrationSchema,
  type CompanyRegistration,
  type PendingRegistration,
} from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/register/company: a company account; 202 with a pending registration, as individuals. */
export const registerCompany = (input: CompanyRegistration): Promise<PendingRegistration> =>
  api('/auth/register/company', { method: 'POST', body: input, schema: pendingRegistrationSchema });
