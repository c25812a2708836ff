import type { MemberCard, Relationship } from '@mawadda/contracts';
import { isAbortError } from '../../../lib/api';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';
import { fetchRelationships } from '../../../lib/members/fetch-relationships';

/** What a list of found members shows beside search's own cards, by member id. */
export interface CardExtras {
  /** The profile service's cards (photos, names in both scripts). */
  cards: ReadonlyMap<string, MemberCard>;
  /** Where I stand with each of them (follow buttons); empty when not asked for. */
  relationships: ReadonlyMap<string, Relationship>;
}

/**
 * The photos and, when asked, the follow states of a list's members, in parallel. Both are
 * extras: if a call fails the list still shows, with placeholders and no follow buttons.
 */
export async function loadCardExtras(
  ids: string[],
  signal: AbortSignal,
  { relationships = true }: { relationships?: boolean } = {},
): Promise<CardExtras> {
  const orNothing = (error: unknown) => {
    if (isAbortError(error)) throw error;
    return [];
  };
  const [cards, states] = await Promise.all([
    fetchMemberCards(ids, signal).catch(orNothing),
    relationships ? fetchRelationships(ids, signal).catch(orNothing) : [],
  ]);
  return {
    cards: new Map(cards.map((card) => [card.memberId, card])),
    relationships: new Map(states.map((r) => [r.memberId, r])),
  };
}
