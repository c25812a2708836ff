import { publicStoryListSchema, publicStorySchema } from '@mawadda/contracts';
import { z } from 'zod';
import { publishedStories, publishedStory } from '../app/moderate-stories.js';
import type { MatchHttp } from './context.js';
import { orRefuse } from './problems.js';

/**
 * Published stories, for everyone: only those the couple allowed in the answer's language (the
 * platform's `?lang=`, else Accept-Language), with the names they chose and nobody's id.
 */
export function publicStoryRoutes({ api, app }: MatchHttp) {
  api.get(
    '/stories',
    {
      summary: 'Published success stories in one language, newest first',
      access: 'public',
      response: publicStoryListSchema,
    },
    async ({ locale }) => publishedStories(app, locale),
  );

  api.get(
    '/stories/:id',
    {
      summary: 'One published success story, in a language it was published in',
      access: 'public',
      params: z.object({ id: z.uuid() }),
      response: publicStorySchema,
      errors: { 404: 'Not published, or not in this language' },
    },
    async ({ params, locale }) => orRefuse(await publishedStory(app, params.id, locale)),
  );
}
