import type { MemberCard } from '@mawadda/contracts';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';

/** The other member's card (name, photo, gender for the wording), or null when hidden from me. */
export const fetchMemberCard = async (memberId: string, signal?: AbortSignal): Promise<MemberCard | null> =>
  (await fetchMemberCards([memberId], signal))[0] ?? null;
