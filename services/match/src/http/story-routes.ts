import { myStorySchema, storyAgreeSchema, storyInputSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { agreeToStory, readMyStory, withdrawStory, writeStory } from '../app/write-story.js';
import { MEMBERS, PAIR_OWNERS, type MatchHttp } from './context.js';
import { pairParams } from './pair-routes.js';
import { orRefuse } from './problems.js';

const emptyBody = z.object({}).strict();

/** A married pair's success story: written by either, agreed by both, withdrawn by either. */
export function storyRoutes({ api, app }: MatchHttp) {
  api.get(
    '/pairs/:id/story',
    {
      summary: 'Our success story, if one of us began it (`story: null` otherwise)',
      access: MEMBERS,
      params: pairParams,
      response: myStorySchema,
      authz: PAIR_OWNERS,
      errors: { 404: 'No such path of mine' },
    },
    async ({ auth, params }) => orRefuse(await readMyStory(app, auth.id, params.id)),
  );

  api.put(
    '/pairs/:id/story',
    {
      summary:
        'Write or edit our story (married pairs only): every edit is a new revision nobody agreed to yet, and takes a published story off the site',
      access: MEMBERS,
      params: pairParams,
      body: storyInputSchema,
      response: myStorySchema,
      authz: PAIR_OWNERS,
      errors: { 404: 'No such path of mine', 409: 'The pair is not married' },
    },
    async ({ auth, params, body }) => orRefuse(await writeStory(app, auth.id, params.id, body)),
  );

  api.post(
    '/pairs/:id/story/agree',
    {
      summary:
        'Agree to publish the revision I read: the first agreement asks the other, the second sends it to staff',
      access: MEMBERS,
      params: pairParams,
      body: storyAgreeSchema,
      response: myStorySchema,
      authz: PAIR_OWNERS,
      errors: {
        404: 'No such path of mine, or no story yet',
        409: 'Edited since I read it, or nothing to agree to (message key says which)',
      },
    },
    async ({ auth, params, body }) => orRefuse(await agreeToStory(app, auth.id, params.id, body.revision)),
  );

  api.post(
    '/pairs/:id/story/withdraw',
    {
      summary: 'Take our story off the moderation queue or the site, at once',
      access: MEMBERS,
      params: pairParams,
      body: emptyBody,
      response: myStorySchema,
      authz: PAIR_OWNERS,
      errors: { 404: 'No such path of mine, or no story yet', 409: 'Neither waiting nor published' },
    },
    async ({ auth, params }) => orRefuse(await withdrawStory(app, auth.id, params.id)),
  );
}
