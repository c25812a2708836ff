import { relationshipSchema, type Relationship } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { memberPath } from './social-path';

/** DELETE /api/social/blocks/{memberId}: lifts my block (the follows it ended stay ended). */
export const unblockMember = (memberId: string): Promise<Relationship> =>
  api(memberPath('blocks', memberId), { method: 'DELETE', schema: relationshipSchema });
