import { relationshipSchema, type Relationship } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { memberPath } from './social-path';

/** DELETE /api/social/follows/{memberId}: unfollow, or cancel my pending request. */
export const unfollowMember = (memberId: string): Promise<Relationship> =>
  api(memberPath('follows', memberId), { method: 'DELETE', schema: relationshipSchema });
