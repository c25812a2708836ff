import {
  pendingRegistrationSchema,
  type IndividualRegistration,
  type PendingRegistration,
} from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/**
 * POST /api/auth/register: an individual member. 202 answers with a pending registration (the
 * same whether or not an address is taken); the account exists once the codes are confirmed.
 */
export const register = (input: IndividualRegistration): Promise<PendingRegistration> =>
  api('/auth/register', { method: 'POST', body: input, schema: pendingRegistrationSchema });
