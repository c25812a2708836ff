import { adminStorySchema, storyRejectSchema } from '@mawadda/contracts';
import { adminListQuerySchema, adminListResult, STAFF_ROLES } from '@mawadda/kit';
import { z } from 'zod';
import { decideStory, listStories, readStory } from '../app/moderate-stories.js';
import type { MatchHttp } from './context.js';
import { orListRefuse, orRefuse } from './problems.js';

const storyParams = z.object({ id: z.uuid() });

/** The console's "Success stories" (resource `stories` in ra-data-simple-rest): staff moderate. */
export function adminStoryRoutes({ api, app }: MatchHttp) {
  api.get(
    '/admin/stories',
    {
      summary: 'Success stories: filter by status (`pending` is the queue) or pairId; `q` searches the text',
      access: STAFF_ROLES,
      query: adminListQuerySchema,
      response: z.array(adminStorySchema),
      errors: { 400: 'An unknown filter or sort field' },
    },
    async ({ query, res }) => {
      const { items, total } = orListRefuse(await listStories(app, query));
      return adminListResult(res, 'stories', query, items, total);
    },
  );

  api.get(
    '/admin/stories/:id',
    {
      summary: 'One success story, with who agreed and who decided',
      access: STAFF_ROLES,
      params: storyParams,
      response: adminStorySchema,
      errors: { 404: 'No such story' },
    },
    async ({ params }) => orRefuse(await readStory(app, params.id)),
  );

  api.post(
    '/admin/stories/:id/approve',
    {
      summary: 'Publish a story both members agreed to (audit-logged; both are told)',
      access: STAFF_ROLES,
      params: storyParams,
      body: z.object({}).strict(),
      response: adminStorySchema,
      errors: { 404: 'No such story', 409: 'Not waiting for a decision' },
    },
    async ({ auth, params }) => orRefuse(await decideStory(app, auth, params.id, { approve: true })),
  );

  api.post(
    '/admin/stories/:id/reject',
    {
      summary: 'Turn a story back to the couple with a reason they read (audit-logged)',
      access: STAFF_ROLES,
      params: storyParams,
      body: storyRejectSchema,
      response: adminStorySchema,
      errors: { 400: 'No reason', 404: 'No such story', 409: 'Not waiting for a decision' },
    },
    async ({ auth, params, body }) =>
      orRefuse(await decideStory(app, auth, params.id, { approve: false, reason: body.reason })),
  );
}
