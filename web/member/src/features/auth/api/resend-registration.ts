import { pendingRegistrationSchema, type PendingRegistration } from '@mawadda/contracts/auth';
import { api } from '../../../lib/api';

/** POST /api/auth/register/resend: new codes to both addresses (3 times at most). */
export const resendRegistration = (registrationId: string): Promise<PendingRegistration> =>
  api('/auth/register/resend', {
    method: 'POST',
    body: { registrationId },
    schema: pendingRegistrationSchema,
  });
