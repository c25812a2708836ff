import { z } from 'zod';
import {
  GUARDIAN_ANSWERS,
  guardianDecisionSchema,
  guardianRevealRequestListSchema,
  memberProfileSchema,
  wardDeclarationSchema,
} from '@mawadda/contracts';
import { GUARDIANS } from '@mawadda/kit';
import { attestDeclaration, readWardDeclaration } from '../app/declaration-attest.js';
import { decideGuardianRevealRequest, listGuardianRevealRequests } from '../app/guardian-reveal-requests.js';
import { viewMemberProfile } from '../app/view-member-profile.js';
import type { ProfileHttp } from './context.js';
import { memberIdParams } from './member-routes.js';
import { orRefuse } from './problems.js';
import { viewerOf } from './viewer.js';

const requestParams = z.object({ id: z.uuid() });

/** Reveals waiting for the owner's guardian, and the answer (README: reveal and watermarks). */
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

  // The member's profile for her guardian, whole (README: privacy). `GET /{memberId}` is open to
  // guests, so a guardian account is served there as a guest, as it is for every other member.
  api.get(
    '/guardian/members/:memberId',
    {
      summary: 'The profile of a member I am guardian of, as her accepted followers read it',
      access: GUARDIANS,
      params: memberIdParams,
      response: memberProfileSchema,
      errors: { 404: 'Not a member of mine' },
    },
    async ({ auth, params }) =>
      orRefuse(await viewMemberProfile(app, viewerOf(undefined), params.memberId, auth.id)),
  );

  // Her declaration (marital state, children, wives) and his word for it (README: declarations).
  api.get(
    '/guardian/members/:memberId/declaration',
    {
      summary: 'The declaration of a member I am guardian of, and its badges',
      access: GUARDIANS,
      params: memberIdParams,
      response: wardDeclarationSchema,
      errors: { 404: 'Not a member of mine' },
    },
    async ({ auth, params }) => orRefuse(await readWardDeclaration(app, auth.id, params.memberId)),
  );

  api.put(
    '/guardian/members/:memberId/declaration/attestation',
    {
      summary:
        'Attest the declaration of a member I am guardian of, as it stands now (her changing it drops my attestation)',
      access: GUARDIANS,
      params: memberIdParams,
      response: wardDeclarationSchema,
      errors: { 404: 'Not a member of mine' },
    },
    async ({ auth, params }) => orRefuse(await attestDeclaration(app, auth.id, params.memberId)),
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
