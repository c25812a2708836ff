import { useQuery } from '@tanstack/react-query';
import type { CallView, MemberCard } from '@mawadda/contracts';
import { fetchMemberCards } from '../../lib/members/fetch-member-cards';

/** The cards of a call's two members (names, photos, gender for the wording); guardians have none. */
export function useCallCards(call: CallView): (id: string) => MemberCard | null {
  const ids = [call.callerId, call.calleeId];
  const cards = useQuery({
    queryKey: ['calls', 'cards', ...ids],
    queryFn: ({ signal }) => fetchMemberCards(ids, signal),
    staleTime: 60_000,
  });
  return (id) => cards.data?.find((c) => c.memberId === id) ?? null;
}
