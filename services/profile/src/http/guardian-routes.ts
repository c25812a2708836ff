import { z } from 'zod';
import {
  GUARDIAN_ANSWERS,
  guardianDecisionSchema,
  guardianRevealRequestListSchema,
} from '@mawadda/contracts';
import { GUARDIANS } from '@mawadda/kit';
import { decideGuardianRevealRequest, listGuardianRevealRequests } from '../app/guardian-reveal-requests.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

const requestParams = z.object({ id: z.uuid() });

/** Issue 17 (README: reveal and watermarks): reveals waiting for the owner's guardian, and the answer. */
export function guardianRoutes({ api, app }: ProfileHttp) {
  api.get(
    '/guardian/requests',
    {
      summary: 'Reveals of photos or CV waiting for my approval, as a guardian, oldest first',
      access: GUARDIANS,
      response: guardianRevealRequestListSchema,
    },
    ({ auth }) => listGuardianRevealRequests(app, auth.id),
  );

  for (const [path, decision] of GUARDIAN_ANSWERS)
    api.post(
      `/guardian/requests/:id/${path}`,
      {
        summary:
          decision === 'approved'
            ? 'Approve a reveal: the member now sees the photos or CV'
            : 'Decline a reveal: the member sees nothing, their request to see reads declined',
        access: GUARDIANS,
        params: requestParams,
        response: guardianDecisionSchema,
        errors: {
          404: 'No such request of mine, or the member is no longer linked to me',
          409: 'Answered already',
        },
      },
      async ({ auth, params }) =>
        orRefuse(await decideGuardianRevealRequest(app, auth.id, params.id, decision)),
    );
}
