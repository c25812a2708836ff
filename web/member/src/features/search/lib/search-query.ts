import {
  SEARCH_FILTER_KEYS,
  SEARCH_SORT_DEFAULT,
  SEARCH_SORTS,
  searchQuerySchema,
  type SearchQuery,
  type SearchSort,
} from '@mawadda/contracts';
import { CURSOR_PARAM } from '../../../lib/cursor-param';

export type FilterKey = (typeof SEARCH_FILTER_KEYS)[number];
/** The filters as the form and the URL hold them: text, blank meaning "any". */
export type FilterValues = Record<FilterKey, string>;

export const SORT_PARAM = 'sort';
/** Not offered in the form: a shared link may ask for smaller pages (the journeys do). */
export const LIMIT_PARAM = 'limit';

/** Everything a search page is made of; the URL holds all of it, so a link or a reload shows the same page. */
export interface SearchState {
  filters: FilterValues;
  sort: SearchSort;
  cursor: string | null;
  limit: string | null;
}

export const blankFilters = (): FilterValues =>
  Object.fromEntries(SEARCH_FILTER_KEYS.map((key) => [key, ''])) as FilterValues;

const isSort = (value: string | null): value is SearchSort =>
  (SEARCH_SORTS as readonly (string | null)[]).includes(value);

/** The search a URL describes. Parameters the search does not know are ignored. */
export function readSearch(params: URLSearchParams): SearchState {
  const filters = blankFilters();
  for (const key of SEARCH_FILTER_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  const sort = params.get(SORT_PARAM);
  return {
    filters,
    sort: isSort(sort) ? sort : SEARCH_SORT_DEFAULT,
    cursor: params.get(CURSOR_PARAM) || null,
    limit: params.get(LIMIT_PARAM) || null,
  };
}

/** The URL query of a search: filled filters in form order, the sort unless it is the default, then paging. */
export function writeSearch(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) if (state.filters[key]) params.set(key, state.filters[key]);
  if (state.sort !== SEARCH_SORT_DEFAULT) params.set(SORT_PARAM, state.sort);
  if (state.cursor) params.set(CURSOR_PARAM, state.cursor);
  if (state.limit) params.set(LIMIT_PARAM, state.limit);
  return params;
}

/**
 * The API's query for a search, or null when the contract refuses it (a hand-edited or old link
 * with a reversed range): then nothing is sent, and the form shows what to correct.
 */
export function apiQuery(state: SearchState): URLSearchParams | null {
  const params = writeSearch(state);
  params.set(SORT_PARAM, state.sort);
  return searchQuerySchema.safeParse(Object.fromEntries(params)).success ? params : null;
}

/** The form's checked answer as the URL keeps it (numbers as typed digits, blanks dropped). */
export const filtersOf = (query: Partial<SearchQuery>): FilterValues => {
  const filters = blankFilters();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = query[key];
    filters[key] = value === undefined ? '' : String(value);
  }
  return filters;
};

export const activeFilters = (filters: FilterValues) => SEARCH_FILTER_KEYS.filter((k) => filters[k] !== '');
