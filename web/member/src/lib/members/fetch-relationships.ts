import { relationshipsSchema, type Relationship } from '@mawadda/contracts';
import { api } from '../api';

/**
 * POST /api/social/relationships: where I stand with each member of a page, in one call. Members
 * I may not see are absent, and their cards then offer no social action.
 */
export async function fetchRelationships(ids: string[], signal?: AbortSignal): Promise<Relationship[]> {
  if (ids.length === 0) return [];
  const { items } = await api('/social/relationships', {
    method: 'POST',
    body: { ids },
    schema: relationshipsSchema,
    signal,
  });
  return items;
}
