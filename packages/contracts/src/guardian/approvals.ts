import { z } from 'zod';
import { REVEAL_SUBJECTS } from '../profile/reveal-events.js';

/**
 * A reveal waiting for the owner's guardian (`GET /api/profile/guardian/requests`). Conversation
 * requests are chat's (`guardianConversationRequestSchema`); the guardian's page merges both.
 */
export const guardianRevealRequestSchema = z.object({
  id: z.string(),
  memberId: z.string(),
  requesterId: z.string(),
  subject: z.enum(REVEAL_SUBJECTS),
  at: z.string(),
});
export type GuardianRevealRequest = z.infer<typeof guardianRevealRequestSchema>;

export const guardianRevealRequestListSchema = z.object({ items: z.array(guardianRevealRequestSchema) });
export type GuardianRevealRequestList = z.infer<typeof guardianRevealRequestListSchema>;

/**
 * A guardian's two answers to a request waiting for them, as the routes name them
 * (`POST /guardian/requests/:id/approve|decline`, in chat and in profile) and as the decision
 * they record.
 */
export const GUARDIAN_ANSWERS = [
  ['approve', 'approved'],
  ['decline', 'declined'],
] as const;
