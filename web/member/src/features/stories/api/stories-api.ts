import {
  myStorySchema,
  publicStoryListSchema,
  publicStorySchema,
  type MyStory,
  type PublicStory,
  type StoryInput,
} from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** Success stories (match service, README: success stories): the public pages and the couple's own. */
export const storyKeys = {
  published: (lang: string) => ['stories', 'published', lang] as const,
  one: (id: string, lang: string) => ['stories', 'one', id, lang] as const,
  mine: (pairId: string) => ['stories', 'mine', pairId] as const,
};

/** The page's language picks the stories (`?lang=` overrides the session's Accept-Language). */
export const fetchPublishedStories = async (lang: string, signal?: AbortSignal): Promise<PublicStory[]> =>
  (await api(`/match/stories?lang=${encodeURIComponent(lang)}`, { schema: publicStoryListSchema, signal }))
    .items;

export const fetchPublishedStory = (id: string, lang: string, signal?: AbortSignal): Promise<PublicStory> =>
  api(`/match/stories/${encodeURIComponent(id)}?lang=${encodeURIComponent(lang)}`, {
    schema: publicStorySchema,
    signal,
  });

const storyPath = (pairId: string, rest = '') => `/match/pairs/${encodeURIComponent(pairId)}/story${rest}`;

export const fetchMyStory = (pairId: string, signal?: AbortSignal): Promise<MyStory> =>
  api(storyPath(pairId), { schema: myStorySchema, signal });

export const saveStory = (pairId: string, body: StoryInput): Promise<MyStory> =>
  api(storyPath(pairId), { method: 'PUT', body, schema: myStorySchema });

export const agreeToStory = (pairId: string, revision: number): Promise<MyStory> =>
  api(storyPath(pairId, '/agree'), { method: 'POST', body: { revision }, schema: myStorySchema });

export const withdrawStory = (pairId: string): Promise<MyStory> =>
  api(storyPath(pairId, '/withdraw'), { method: 'POST', body: {}, schema: myStorySchema });
