import { memberCardsSchema, type MemberCard } from '@mawadda/contracts/cards';
import { api } from '../api';

/**
 * POST /api/profile/cards: name, photo, age and place of several members at once. Members I may
 * not see (they block me, erased) are absent from the answer, and the lists leave their rows out.
 */
export async function fetchMemberCards(ids: string[], signal?: AbortSignal): Promise<MemberCard[]> {
  if (ids.length === 0) return [];
  const { items } = await api('/profile/cards', {
    method: 'POST',
    body: { ids },
    schema: memberCardsSchema,
    signal,
  });
  return items;
}
