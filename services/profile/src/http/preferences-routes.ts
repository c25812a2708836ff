import { preferencesSchema, preferencesViewSchema } from '@mawadda/contracts';
import { AUTHZ } from '@mawadda/kit';
import { setPreferences, viewPreferences } from '../app/preferences.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

/**
 * "What I am looking for": the member's own, private. The guardian settings (auth's
 * `guardian.changed`) carry only reveal approvals, nothing that lets a guardian read these.
 */
export function preferencesRoutes({ api, app }: ProfileHttp) {
  api.get(
    '/me/preferences',
    {
      summary: 'What I am looking for in a spouse: each wish a value and must or nice; unset is any',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      response: preferencesViewSchema,
      errors: { 404: 'This account has no candidate profile (staff, company)' },
    },
    async ({ auth }) => orRefuse(await viewPreferences(app, auth.id)),
  );

  api.put(
    '/me/preferences',
    {
      summary: 'Replace what I am looking for (a wish left out or null means any)',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      body: preferencesSchema,
      response: preferencesViewSchema,
      errors: { 400: 'A wish breaks a rule; `field` names it', 404: 'No candidate profile' },
    },
    async ({ auth, body }) => orRefuse(await setPreferences(app, auth.id, body)),
  );
}
