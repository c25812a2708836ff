import { preferencesSchema, preferencesViewSchema } from '@mawadda/contracts';
import { AUTHZ, GUARDIANS } from '@mawadda/kit';
import { setPreferences, viewPreferences } from '../app/preferences.js';
import { viewWardPreferences } from '../app/ward-preferences.js';
import type { ProfileHttp } from './context.js';
import { memberIdParams } from './member-routes.js';
import { orRefuse } from './problems.js';

/**
 * "What I am looking for": the member's own, private, but for her guardian while she lets him see
 * her matchmaking (auth's `guardian.changed`, `seesMatchmaking`), read-only.
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

  // Guardian accounts only; whose ward and whether she lets him is checked per call (404 otherwise).
  api.get(
    '/wards/:memberId/preferences',
    {
      summary: 'What a member I am guardian of is looking for, while she lets me see it (read-only)',
      access: GUARDIANS,
      params: memberIdParams,
      response: preferencesViewSchema,
      errors: { 404: 'Not a member of mine, or she does not let me see her matchmaking' },
    },
    async ({ auth, params }) => orRefuse(await viewWardPreferences(app, auth.id, params.memberId)),
  );
}
