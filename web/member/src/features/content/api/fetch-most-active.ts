import { mostActiveSchema, type SearchCard } from '@mawadda/contracts/cards';
import { api } from '../../../lib/api';

/**
 * GET /api/search/most-active (guests too): whoever was active last, the default number of them.
 * A member gets the opposite gender minus blocks; a guest the same strip with first names only.
 */
export async function fetchMostActive(signal?: AbortSignal): Promise<SearchCard[]> {
  const { items } = await api('/search/most-active', { schema: mostActiveSchema, signal });
  return items;
}
