import { relationshipSchema, type Relationship } from '@mawadda/contracts';
import { api } from '../../../lib/api';

export type RequestAnswer = 'accept' | 'reject';

/** POST /api/social/requests/{id}/accept|reject: 404 `social.requestGone` once cancelled or answered. */
export const answerRequest = (requestId: string, answer: RequestAnswer): Promise<Relationship> =>
  api(`/social/requests/${encodeURIComponent(requestId)}/${answer}`, {
    method: 'POST',
    schema: relationshipSchema,
  });
