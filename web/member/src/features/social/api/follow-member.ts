import { relationshipSchema, type Relationship } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { memberPath } from './social-path';

/** POST /api/social/follows/{memberId}: a follow at once (public profile) or a request (private). */
export const followMember = (memberId: string): Promise<Relationship> =>
  api(memberPath('follows', memberId), { method: 'POST', schema: relationshipSchema });
