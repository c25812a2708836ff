import { registrationOptionsSchema } from '@mawadda/contracts/reference';
import type { z } from 'zod';
import { api } from '../api';

export type RegistrationOptions = z.output<typeof registrationOptionsSchema>;

/** GET /api/auth/registration-options: the form's choices, labelled in all five locales. */
export const fetchRegistrationOptions = (signal?: AbortSignal): Promise<RegistrationOptions> =>
  api('/auth/registration-options', { schema: registrationOptionsSchema, signal });
