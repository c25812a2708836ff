import { memberProfileSchema, type MemberProfile } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/profile/{memberId}: another member as I may see them (404 when unknown). */
export const fetchMemberProfile = (memberId: string, signal?: AbortSignal): Promise<MemberProfile> =>
  api(`/profile/${encodeURIComponent(memberId)}`, { schema: memberProfileSchema, signal });
