import { searchPageSchema, type SearchPage } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/**
 * GET /api/search/members (members only): one page of members matching the filters, in the sort
 * asked for. `query` is already checked against `searchQuerySchema`; `next`/`prev` are opaque
 * cursors to send back as `cursor`.
 */
export const searchMembers = (query: URLSearchParams, signal?: AbortSignal): Promise<SearchPage> =>
  api(`/search/members?${query.toString()}`, { schema: searchPageSchema, signal });
