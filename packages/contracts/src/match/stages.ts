import { z } from 'zod';

/**
 * The path two members walk toward marriage, in order. A pair starts at `talking` when their
 * conversation opens; from `families_involved` on, the families take part.
 */
export const PAIR_STAGES = [
  'talking',
  'families_involved',
  'meeting_planned',
  'decision',
  'engaged',
  'married',
] as const;
export type PairStage = (typeof PAIR_STAGES)[number];
export const pairStageSchema = z.enum(PAIR_STAGES);

/** Where a planned meeting takes place: never alone, always somewhere families approve of. */
export const MEETING_PLACES = ['family_home', 'public_place'] as const;
export type MeetingPlace = (typeof MEETING_PLACES)[number];

export const PAIR_STATUSES = ['active', 'ended'] as const;
export type PairStatus = (typeof PAIR_STATUSES)[number];

/** What a history line records. */
export const PAIR_STEPS = [
  'opened',
  'proposed',
  'confirmed',
  'declined',
  'advanced',
  'stepped_back',
  'ended',
] as const;
export type PairStep = (typeof PAIR_STEPS)[number];
