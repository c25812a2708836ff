import type { Gender } from '@mawadda/contracts';

const opposite = (gender: Gender): Gender => (gender === 'female' ? 'male' : 'female');

/**
 * The searcher's gender as a card implies it, for the reason's words: a search without a gender
 * filter finds the opposite gender only, so the card's is the other one. With a filter the page
 * cannot tell (a member may search either), and the reason is said in the neutral form.
 */
export const viewerOfCard = (cardGender: Gender, genderFilter: string): Gender | null =>
  genderFilter === '' ? opposite(cardGender) : null;

/** The viewer of a pair view: search answers one only between a woman and a man. */
export const viewerOfPair = opposite;
