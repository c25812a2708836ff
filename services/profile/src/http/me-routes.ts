import { z } from 'zod';
import { ownProfileSchema, profileEditSchema, profilePromptsEditSchema } from '@mawadda/contracts';
import { AUTHZ } from '@mawadda/kit';
import { editProfile } from '../app/edit-profile.js';
import { dismissNotice } from '../app/moderate.js';
import { recordActivity } from '../app/record-activity.js';
import { setPrompts } from '../app/set-prompts.js';
import { viewOwnProfile } from '../app/view-own-profile.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

/** The member's own profile: read, edit, moderation notices, and the presence heartbeat. */
export function meRoutes({ api, app, grantMedia }: ProfileHttp) {
  api.get(
    '/me',
    {
      summary: 'My profile, with private fields, completeness and my media',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      response: ownProfileSchema,
      errors: { 404: 'This account has no profile (staff)' },
    },
    async ({ auth, res }) => {
      void recordActivity(app, auth.id);
      grantMedia(res, auth);
      return orRefuse(await viewOwnProfile(app, auth.id));
    },
  );

  api.patch(
    '/me',
    {
      summary: 'Change some fields of my profile (only the fields sent; null clears an optional one)',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      body: profileEditSchema,
      response: ownProfileSchema,
      errors: { 400: 'A field breaks a rule; `field` names it', 404: 'No profile' },
    },
    async ({ auth, body, res }) => {
      void recordActivity(app, auth.id);
      grantMedia(res, auth);
      return orRefuse(await editProfile(app, auth.id, body));
    },
  );

  api.put(
    '/me/prompts',
    {
      summary: 'Replace my prompt answers (up to three questions, each once; [] clears them)',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      body: profilePromptsEditSchema,
      response: ownProfileSchema,
      errors: { 400: 'An answer breaks a rule; `field` names it', 404: 'No profile' },
    },
    async ({ auth, body, res }) => {
      void recordActivity(app, auth.id);
      grantMedia(res, auth);
      return orRefuse(await setPrompts(app, auth.id, body));
    },
  );

  api.post(
    '/me/moderation-notices/:noticeId/dismiss',
    {
      summary: 'Put away a moderation notice of mine (it no longer shows on my profile)',
      access: 'signed-in',
      authz: AUTHZ.ownerOnly,
      params: z.object({ noticeId: z.uuid() }),
      errors: { 404: 'No such notice of mine' },
    },
    async ({ auth, params }) => orRefuse(await dismissNotice(app, auth.id, params.noticeId)),
  );

  api.post(
    '/me/heartbeat',
    {
      summary: 'I am here: an open tab beats every two minutes; "online now" rests on it alone',
      access: 'signed-in',
    },
    async ({ auth, res }) => {
      await recordActivity(app, auth.id, { live: true });
      grantMedia(res, auth);
      return undefined;
    },
  );
}
