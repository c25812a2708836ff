import { myStorySchema, type MyStory, type StoryInput } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** Our success story on a married pair (match README: success stories). */
export const myStoryKey = (pairId: string) => ['match', 'story', pairId] as const;

const storyPath = (pairId: string, rest = '') => `/match/pairs/${encodeURIComponent(pairId)}/story${rest}`;

export const fetchMyStory = (pairId: string, signal?: AbortSignal): Promise<MyStory> =>
  api(storyPath(pairId), { schema: myStorySchema, signal });

export const saveStory = (pairId: string, body: StoryInput): Promise<MyStory> =>
  api(storyPath(pairId), { method: 'PUT', body, schema: myStorySchema });

export const agreeToStory = (pairId: string, revision: number): Promise<MyStory> =>
  api(storyPath(pairId, '/agree'), { method: 'POST', body: { revision }, schema: myStorySchema });

export const withdrawStory = (pairId: string): Promise<MyStory> =>
  api(storyPath(pairId, '/withdraw'), { method: 'POST', body: {}, schema: myStorySchema });
