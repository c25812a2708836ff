import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatWith } from '@mawadda/contracts';
import { fetchChatWith } from '../api/fetch-chat-with';
import { fetchMemberCard } from '../api/fetch-member-card';
import { withLatestReceipts } from '../lib/conversation-cache';
import { chatKeys } from './chat-keys';

/**
 * Our conversation with a member (if any) and whether I may write to them now, or why not. An
 * answer never takes the ticks back from what the socket said meanwhile.
 */
export function useChatWith(memberId: string, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.with(memberId),
    queryFn: async ({ signal }) =>
      withLatestReceipts(
        await fetchChatWith(memberId, signal),
        queryClient.getQueryData<ChatWith>(chatKeys.with(memberId)),
      ),
    enabled,
  });
}

/** The other member's card: name, photo, gender (for the wording), presence. Null when hidden from me. */
export const useMemberCard = (memberId: string) =>
  useQuery({
    queryKey: chatKeys.card(memberId),
    queryFn: ({ signal }) => fetchMemberCard(memberId, signal),
  });
