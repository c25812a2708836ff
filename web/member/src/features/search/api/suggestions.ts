import { suggestionListSchema, type SuggestionList } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/search/suggestions: my suggestions of the day (services/search README "Daily suggestions"). */
export const fetchSuggestions = (signal?: AbortSignal): Promise<SuggestionList> =>
  api('/search/suggestions', { schema: suggestionListSchema, signal });

/**
 * GET /api/search/wards/{memberId}/suggestions: a ward's suggestions, for her guardian to read.
 * 404 while she does not let him see her matchmaking.
 */
export const fetchWardSuggestions = (memberId: string, signal?: AbortSignal): Promise<SuggestionList> =>
  api(`/search/wards/${encodeURIComponent(memberId)}/suggestions`, { schema: suggestionListSchema, signal });

/** POST /api/search/suggestions/{memberId}/pass (204): not for me; the other is never told. */
export const passSuggestion = (memberId: string): Promise<void> =>
  api(`/search/suggestions/${encodeURIComponent(memberId)}/pass`, { method: 'POST' });
