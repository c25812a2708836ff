import { useQuery } from '@tanstack/react-query';
import type { MemberCard } from '@mawadda/contracts';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';

/** The cards of these members (name, photo as I may see it), by id; missing ones stay absent. */
export function useCards(ids: string[]): Map<string, MemberCard> {
  const unique = [...new Set(ids)].sort();
  const query = useQuery({
    queryKey: ['reveal', 'cards', unique],
    queryFn: ({ signal }) => fetchMemberCards(unique, signal),
    enabled: unique.length > 0,
  });
  return new Map((query.data ?? []).map((c) => [c.memberId, c]));
}
