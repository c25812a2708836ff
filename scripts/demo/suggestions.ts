import type { SuggestionList } from '@mawadda/contracts';
import type { Api } from './api.js';
import type { Seeded } from './seeded.js';

/**
 * Today's suggestions, picked once every member and wish is in (the repeated run comes minutes
 * later), as an operator would: the admin's "run the morning now". Answers how many each sample
 * member was given.
 */
export async function pickSuggestions(
  api: Api,
  adminToken: string,
  samples: readonly Seeded[],
): Promise<number[]> {
  await api('POST', '/api/search/admin/suggestions/runs', { token: adminToken });
  return Promise.all(
    samples.map(
      async (s) =>
        (await api<SuggestionList>('GET', '/api/search/suggestions', { token: s.token })).body.items.length,
    ),
  );
}
