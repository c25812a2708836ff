import { compatibilityViewSchema, type CompatibilityView } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/**
 * GET /api/search/compatibility/{memberId}: how I and this member fit (services/search README
 * "Compatibility"). 404 when search would not show me her, 422 when my birth date or city is missing.
 */
export const fetchPairCompatibility = (memberId: string, signal?: AbortSignal): Promise<CompatibilityView> =>
  api(`/search/compatibility/${encodeURIComponent(memberId)}`, { schema: compatibilityViewSchema, signal });
