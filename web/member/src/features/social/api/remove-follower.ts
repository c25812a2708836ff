import { relationshipSchema, type Relationship } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { memberPath } from './social-path';

/** DELETE /api/social/followers/{memberId}: they no longer follow me (without blocking them). */
export const removeFollower = (memberId: string): Promise<Relationship> =>
  api(memberPath('followers', memberId), { method: 'DELETE', schema: relationshipSchema });
