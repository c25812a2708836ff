import { relationshipSchema, type Relationship } from '@mawadda/contracts';
import { api } from '../../../lib/api';
import { memberPath } from './social-path';

/** GET /api/social/relationship/{memberId}: where I stand with them (404: unknown, or they block me). */
export const fetchRelationship = (memberId: string, signal?: AbortSignal): Promise<Relationship> =>
  api(memberPath('relationship', memberId), { schema: relationshipSchema, signal });
