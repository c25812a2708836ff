import {
  revealRequestListSchema,
  revealRequestSchema,
  type RevealRequest,
  type RevealSubject,
} from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** POST /api/profile/{memberId}/reveal-requests: ask to see their photos or CV (once). */
export const askToSee = (memberId: string, subject: RevealSubject): Promise<RevealRequest> =>
  api(`/profile/${encodeURIComponent(memberId)}/reveal-requests`, {
    method: 'POST',
    body: { subject },
    schema: revealRequestSchema,
  });

/** GET /api/profile/me/reveal-requests: requests to see mine, waiting for my answer. */
export const fetchRevealRequests = async (signal?: AbortSignal): Promise<RevealRequest[]> =>
  (await api('/profile/me/reveal-requests', { schema: revealRequestListSchema, signal })).items;

/** POST /api/profile/me/reveal-requests/{id}/accept|decline. */
export const answerRevealRequest = (id: string, answer: 'accept' | 'decline'): Promise<RevealRequest> =>
  api(`/profile/me/reveal-requests/${encodeURIComponent(id)}/${answer}`, {
    method: 'POST',
    schema: revealRequestSchema,
  });
