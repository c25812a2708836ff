import { publicStoryListSchema, publicStorySchema, type PublicStory } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** Success stories (match service, README: success stories): the public pages and the couple's own. */
export const storyKeys = {
  published: (lang: string) => ['stories', 'published', lang] as const,
  one: (id: string, lang: string) => ['stories', 'one', id, lang] as const,
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
