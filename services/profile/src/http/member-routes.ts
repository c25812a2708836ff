import { z } from 'zod';
import { memberProfileSchema } from '@mawadda/contracts';
import { AUTHZ } from '@mawadda/kit';
import { recordActivity } from '../app/record-activity.js';
import { viewMemberProfile } from '../app/view-member-profile.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';
import { viewerOf } from './viewer.js';

export const memberIdParams = z.object({ memberId: z.uuid() });

/** Another member's profile, as the privacy rules let this viewer see it. */
export function memberRoutes({ api, app, grantMedia }: ProfileHttp) {
  api.get(
    '/:memberId',
    {
      summary: "A member's profile as I may see it (never address, birth date, email or phone)",
      access: 'optional',
      authz: AUTHZ.hiddenFromBlocked,
      params: memberIdParams,
      response: memberProfileSchema,
      errors: { 404: 'No such member' },
    },
    async ({ auth, params, res }) => {
      if (auth) {
        void recordActivity(app, auth.id);
        grantMedia(res, auth);
      }
      return orRefuse(await viewMemberProfile(app, viewerOf(auth), params.memberId));
    },
  );
}
