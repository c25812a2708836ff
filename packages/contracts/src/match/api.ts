import { z } from 'zod';
import { declarationSchema } from '../profile/declaration.js';
import { GENDERS } from '../member-enums.js';
import { MEETING_PLACES, PAIR_STATUSES, PAIR_STEPS, pairStageSchema } from './stages.js';

/** A planned meeting: when, where (the kind of place, not an address), and who chaperones. */
export const meetingSchema = z.object({
  date: z.iso.date(),
  placeType: z.enum(MEETING_PLACES),
  chaperone: z.string().trim().min(2).max(80),
});
export type Meeting = z.infer<typeof meetingSchema>;

/**
 * Proposing or confirming `engaged`, a member confirms again what she declares (marital state,
 * children, wives): without it 409 `match.declarationsUnconfirmed`. Ignored at other stages.
 */
const confirmDeclarations = z.boolean().optional();

export const proposeStageSchema = z.object({
  /** Required when the next stage is `meeting_planned`; ignored otherwise. */
  meeting: meetingSchema.optional(),
  confirmDeclarations,
});

/** `POST /pairs/{id}/confirm`. */
export const confirmStageSchema = z.object({ confirmDeclarations }).strict();
export type ConfirmStage = z.infer<typeof confirmStageSchema>;
export type ProposeStage = z.infer<typeof proposeStageSchema>;

export const endPairSchema = z.object({
  /** Optional and shown to the other as written; "ended with respect" when absent. */
  note: z.string().trim().max(500).optional(),
});

/** Who a proposal waits for: a member of the pair, or a member's guardian. */
export const waitingSchema = z.object({
  accountId: z.string(),
  role: z.enum(['member', 'guardian']),
  /** For a guardian: the member whose guardian he is. */
  forMemberId: z.string(),
});
export type Waiting = z.infer<typeof waitingSchema>;

export const proposalSchema = z.object({
  toStage: pairStageSchema,
  proposedBy: z.string(),
  at: z.string(),
  waitingFor: z.array(waitingSchema),
  meeting: meetingSchema.nullable(),
});

export const pairHistoryEntrySchema = z.object({
  step: z.enum(PAIR_STEPS),
  stage: pairStageSchema,
  by: z.string().nullable(),
  at: z.string(),
});

export const pairSummarySchema = z.object({
  id: z.string(),
  memberIds: z.array(z.string()),
  /** The other member, from the caller's side (for a guardian: the other side of his ward). */
  otherId: z.string(),
  conversationId: z.string(),
  stage: pairStageSchema,
  status: z.enum(PAIR_STATUSES),
  /** True when the open proposal waits for the caller. */
  waitsForMe: z.boolean(),
  updatedAt: z.string(),
});
export type PairSummary = z.infer<typeof pairSummarySchema>;

export const pairListSchema = z.object({ items: z.array(pairSummarySchema) });

export const pairDetailSchema = pairSummarySchema.extend({
  proposal: proposalSchema.nullable(),
  meeting: meetingSchema.nullable(),
  /** Who ended it and the note they chose to leave (null: "ended with respect"). */
  ended: z.object({ by: z.string().nullable(), note: z.string().nullable(), at: z.string() }).nullable(),
  conversationOpen: z.boolean(),
  history: z.array(pairHistoryEntrySchema),
  /**
   * What the reader's side declares as match last heard it from profile (the member's own; a
   * guardian's ward's), shown in the engaged step to be confirmed again; null until heard.
   */
  myDeclaration: declarationSchema.nullable().optional(),
  /** The gender of that side, so her values read in her form; null until heard. */
  myGender: z.enum(GENDERS).nullable().optional(),
});
export type PairDetail = z.infer<typeof pairDetailSchema>;

/** The site's own count: pairs whose two members both confirmed their marriage here. */
export const matchStatsSchema = z.object({ marriages: z.number().int().nonnegative() });
export type MatchStats = z.infer<typeof matchStatsSchema>;
