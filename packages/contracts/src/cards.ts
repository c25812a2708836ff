/**
 * The member cards (search results, the most-active strip, the lists' photos) on their own: the
 * home page validates its strip with them without loading every contract (registration rules,
 * phone numbers, reference lists, the messages of five languages) at its first visit.
 */
export { mostActiveSchema, searchCardSchema, type MostActive, type SearchCard } from './search/card.js';
export { memberCardsSchema, memberCardSchema, type MemberCard, type MemberCards } from './profile/member-card.js';
