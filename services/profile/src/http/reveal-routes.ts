import { z } from 'zod';
import {
  mediaPrivacyEditSchema,
  mediaPrivacySchema,
  mediaViewPageSchema,
  mediaViewsQuerySchema,
  revealListSchema,
  revealRequestBodySchema,
  revealRequestListSchema,
  revealRequestSchema,
  revealSchema,
  revealSubjectParamsSchema,
} from '@mawadda/contracts';
import { AUTHZ, refused } from '@mawadda/kit';
import { acceptRevealRequest, declineRevealRequest } from '../app/answer-reveal-request.js';
import { listReveals, listRevealRequests } from '../app/list-reveals.js';
import { listMediaViews } from '../app/media-views.js';
import { requestReveal } from '../app/request-reveal.js';
import { revealTo } from '../app/reveal-to.js';
import { revokeReveal } from '../app/revoke-reveal.js';
import { setMediaPrivacy } from '../app/set-media-privacy.js';
import { parseViewCursor } from '../domain/media-views.js';
import { NOT_FOUND } from '../domain/refusals.js';
import type { ProfileHttp } from './context.js';
import { memberIdParams } from './member-routes.js';
import { orRefuse } from './problems.js';
import { viewerOf } from './viewer.js';

/** Staff have no profile to hide or reveal: their calls to the owner's routes find nothing. */
const NOT_FOR_STAFF = { moderator: 404, admin: 404 } as const;

const viewsQuery = mediaViewsQuerySchema.extend({
  cursor: z
    .string()
    .max(200)
    .transform((c, ctx) => {
      const after = parseViewCursor(c);
      if (!after) ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
      return after;
    })
    .optional(),
});

/**
 * The owner's switches, reveals by name, requests to see, and the log of who saw what (README:
 * reveal and watermarks).
 */
export function revealRoutes({ api, app }: ProfileHttp) {
  api.put(
    '/me/privacy',
    {
      summary: 'Hide my photos and/or CV from everyone but the people I reveal them to',
      access: 'signed-in',
      authz: NOT_FOR_STAFF,
      body: mediaPrivacyEditSchema,
      response: mediaPrivacySchema,
      errors: { 400: 'Neither switch, or an unknown field', 404: 'No profile (staff)' },
    },
    async ({ auth, body }) => {
      if (viewerOf(auth).kind === 'staff') return orRefuse(refused(NOT_FOUND));
      return orRefuse(await setMediaPrivacy(app, auth.id, body));
    },
  );

  api.get(
    '/me/reveals',
    {
      summary: 'The members I revealed my photos or CV to, newest first',
      access: 'signed-in',
      response: revealListSchema,
    },
    async ({ auth }) => ({ items: await listReveals(app, auth.id) }),
  );

  api.put(
    '/me/reveals/:viewerId/:subject',
    {
      summary: 'Reveal my photos or CV to a member I follow, who follows me, I talked with, or who asked',
      access: 'signed-in',
      authz: NOT_FOR_STAFF,
      params: revealSubjectParamsSchema,
      response: revealSchema,
      errors: {
        404: 'No such member, or a block between us',
        409: 'No relation with that member (`reveal_not_allowed`)',
      },
    },
    async ({ auth, params }) => {
      if (viewerOf(auth).kind === 'staff') return orRefuse(refused(NOT_FOUND));
      return orRefuse(await revealTo(app, auth.id, params.viewerId.toLowerCase(), params.subject));
    },
  );

  api.delete(
    '/me/reveals/:viewerId/:subject',
    {
      summary: 'Take a reveal back: the member stops seeing it at once',
      access: 'signed-in',
      params: revealSubjectParamsSchema,
    },
    async ({ auth, params }) => {
      await revokeReveal(app, auth.id, params.viewerId.toLowerCase(), params.subject);
      return undefined;
    },
  );

  api.get(
    '/me/reveal-requests',
    {
      summary: 'Requests to see my photos or CV waiting for my answer, newest first',
      access: 'signed-in',
      response: revealRequestListSchema,
    },
    async ({ auth }) => ({ items: await listRevealRequests(app, auth.id) }),
  );

  const requestId = z.object({ requestId: z.uuid() });
  api.post(
    '/me/reveal-requests/:requestId/accept',
    {
      summary: 'Yes: reveal what was asked to the member who asked',
      access: 'signed-in',
      authz: AUTHZ.ownerOnly,
      params: requestId,
      response: revealRequestSchema,
      errors: { 404: 'No such request of mine', 409: 'Already answered' },
    },
    async ({ auth, params }) => orRefuse(await acceptRevealRequest(app, auth.id, params.requestId)),
  );

  api.post(
    '/me/reveal-requests/:requestId/decline',
    {
      summary: 'No: the member who asked sees "declined"',
      access: 'signed-in',
      authz: AUTHZ.ownerOnly,
      params: requestId,
      response: revealRequestSchema,
      errors: { 404: 'No such request of mine', 409: 'Already answered' },
    },
    async ({ auth, params }) => orRefuse(await declineRevealRequest(app, auth.id, params.requestId)),
  );

  api.get(
    '/me/views',
    {
      summary: 'Who saw my photos and CV pages, newest first (staff shown as staff)',
      access: 'signed-in',
      query: viewsQuery,
      response: mediaViewPageSchema,
      errors: { 400: 'A cursor this list did not write' },
    },
    async ({ auth, query }) => listMediaViews(app, auth.id, { after: query.cursor, limit: query.limit }),
  );

  api.post(
    '/:memberId/reveal-requests',
    {
      summary: 'Ask a member to see the photos or CV they hide (once; asking again answers the same request)',
      access: 'signed-in',
      authz: AUTHZ.hiddenFromBlocked,
      params: memberIdParams,
      body: revealRequestBodySchema,
      response: revealRequestSchema,
      status: 201,
      errors: {
        404: 'No such member, or a block between us',
        409: 'Nothing to ask: I can see it already (or I am staff)',
        429: 'Too many requests today',
      },
    },
    async ({ auth, params, body, res }) => {
      const { request, created } = orRefuse(
        await requestReveal(app, viewerOf(auth), params.memberId.toLowerCase(), body.subject),
      );
      if (created) return request;
      // The same request again: 200, not a second 201 (the router would answer the declared 201).
      res.status(200).json(revealRequestSchema.parse(request));
      return undefined;
    },
  );
}
