import { relationshipSchema, type Relationship } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { memberPath } from './social-path';

/** POST /api/social/blocks/{memberId}: follows both ways end, and they no longer find me. */
export const blockMember = (memberId: string): Promise<Relationship> =>
  api(memberPath('blocks', memberId), { method: 'POST', schema: relationshipSchema });
