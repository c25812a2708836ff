import { followCountsSchema, type FollowCounts } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { memberPath } from './social-path';

/** GET /api/social/members/{memberId}/counts: accepted follows, and whether I may open the lists. */
export const fetchFollowCounts = (memberId: string, signal?: AbortSignal): Promise<FollowCounts> =>
  api(`${memberPath('members', memberId)}/counts`, { schema: followCountsSchema, signal });
