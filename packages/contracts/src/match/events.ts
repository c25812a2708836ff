import { z } from 'zod';
import { pairStageSchema } from './stages.js';

/*
 * What the match service tells others (topic `match.events`): ids, stages and times only, never a
 * note or a meeting's details. Keyed by the pair id, so one pair's steps stay in order.
 */

/** A pair moved to a new stage (confirmed by everyone it waited for), or back one. */
export const pairStageChangedPayloadSchema = z.object({
  pairId: z.string(),
  memberIds: z.array(z.string()),
  stage: pairStageSchema,
  previous: pairStageSchema,
  at: z.string(),
});

/**
 * A proposal now waits for these accounts (members or guardians): notify tells them. `reminder`:
 * it has waited a week or more since they were last told, and they are told again.
 */
export const pairWaitingPayloadSchema = z.object({
  pairId: z.string(),
  proposedBy: z.string(),
  toStage: pairStageSchema,
  waitingFor: z.array(z.object({ accountId: z.string(), role: z.enum(['member', 'guardian']) })),
  at: z.string(),
  reminder: z.boolean().optional(),
});

/** Both confirmed their marriage: search takes both profiles out of search and suggestions. */
export const pairMarriedPayloadSchema = z.object({
  pairId: z.string(),
  memberIds: z.array(z.string()),
  at: z.string(),
});

export const pairEndedPayloadSchema = z.object({
  pairId: z.string(),
  memberIds: z.array(z.string()),
  endedBy: z.string().nullable(),
  at: z.string(),
});

export type PairStageChangedPayload = z.infer<typeof pairStageChangedPayloadSchema>;
export type PairWaitingPayload = z.infer<typeof pairWaitingPayloadSchema>;
export type PairMarriedPayload = z.infer<typeof pairMarriedPayloadSchema>;
export type PairEndedPayload = z.infer<typeof pairEndedPayloadSchema>;

/** One member agreed to publish the story: notify asks the other (`waitingFor`). */
export const storyAgreementRequestedPayloadSchema = z.object({
  storyId: z.string(),
  pairId: z.string(),
  agreedBy: z.string(),
  waitingFor: z.string(),
  at: z.string(),
});

/** Staff approved (published) or rejected the story: notify tells both members. */
export const storyDecidedPayloadSchema = z.object({
  storyId: z.string(),
  pairId: z.string(),
  memberIds: z.array(z.string()),
  decision: z.enum(['approved', 'rejected']),
  at: z.string(),
});

/** The story left the public site (a member withdrew or edited it, or was erased). */
export const storyWithdrawnPayloadSchema = z.object({
  storyId: z.string(),
  pairId: z.string(),
  at: z.string(),
});
