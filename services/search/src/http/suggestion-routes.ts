import { suggestionListSchema, suggestionParamsSchema, suggestionRunSchema } from '@mawadda/contracts';
import { passSuggestion } from '../app/act-on-suggestion.js';
import { listSuggestions } from '../app/list-suggestions.js';
import { wardSuggestions } from '../app/ward-suggestions.js';
import { runMorning } from '../app/morning-run.js';
import { ADMINS, GUARDIANS, MEMBERS, type SearchHttp } from './context.js';
import { orRefuse, orUnavailable } from './problems.js';

/** Daily suggestions: the member's own, her pass, and her guardian's read-only view. */
export function suggestionRoutes({ api, app }: SearchHttp) {
  api.get(
    '/suggestions',
    {
      summary:
        "Today's suggestions (her local day), passed ones left out, each with the pair's compatibility",
      access: MEMBERS,
      response: suggestionListSchema,
    },
    async ({ auth }) => orUnavailable(listSuggestions(app, auth.id)),
  );

  api.post(
    '/suggestions/:memberId/pass',
    {
      summary: 'Pass on a suggestion: hidden for 90 days, never told to the other member',
      access: MEMBERS,
      // A pass names one of the caller's own suggestions: nobody has the owner among theirs.
      authz: { owner: 404, member: 404, blocked: 404 },
      params: suggestionParamsSchema,
      status: 204,
      errors: { 404: 'Not among her suggestions (or passed already)' },
    },
    async ({ auth, params }) => {
      orRefuse(await passSuggestion(app, auth.id, params.memberId));
    },
  );

  api.get(
    '/wards/:memberId/suggestions',
    {
      summary: "A ward's suggestions for her guardian, read-only, while she lets him see her matchmaking",
      access: GUARDIANS,
      params: suggestionParamsSchema,
      response: suggestionListSchema,
      errors: { 404: 'Not his ward, or she does not share her matchmaking' },
    },
    async ({ auth, params }) => orRefuse(await orUnavailable(wardSuggestions(app, auth.id, params.memberId))),
  );

  api.post(
    '/admin/suggestions/runs',
    {
      summary: 'Run the morning now: picks for every member due (after an outage, or a demo just seeded)',
      access: ADMINS,
      response: suggestionRunSchema,
    },
    async () => ({ picked: await runMorning(app, app.clock()) }),
  );
}
