import { z } from 'zod';
import { searchCardSchema } from './card.js';

/** Daily suggestions (services/search README "Daily suggestions"). */
export const SUGGESTION_STATES = ['new', 'interested'] as const;
export type SuggestionState = (typeof SUGGESTION_STATES)[number];
/** A passed member stays hidden this long; a suggested one is not suggested again for the other. */
export const SUGGESTION_PASS_DAYS = 90;
export const SUGGESTION_REPEAT_DAYS = 30;
/** Only members active this recently are suggested. */
export const SUGGESTION_ACTIVE_DAYS = 30;
/** The local hour from which a member's suggestions of the day are picked. */
export const SUGGESTION_MORNING_HOUR = 6;

export const suggestionSchema = z.object({
  /** The card carries `compatibility`. */
  card: searchCardSchema,
  state: z.enum(SUGGESTION_STATES),
  /** The member's local day it was suggested on (YYYY-MM-DD). */
  day: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/**
 * `GET /api/search/suggestions` (the member) and `GET /api/search/wards/{memberId}/suggestions`
 * (her guardian, read-only, when she lets him see her matchmaking): today's, passed ones left out.
 * `day` is null until the morning run has picked any.
 */
export const suggestionListSchema = z.object({
  day: z.string().nullable(),
  /** How many a day her plan gives (free or premium). */
  perDay: z.number().int(),
  items: z.array(suggestionSchema),
});
export type SuggestionList = z.infer<typeof suggestionListSchema>;

export const suggestionParamsSchema = z.object({ memberId: z.uuid() });

/** `POST /api/search/admin/suggestions/runs`: how many members the run picked for. */
export const suggestionRunSchema = z.object({ picked: z.number().int() });

/** `suggestions.ready` (search): a member's suggestions of the day were picked (ids and a count). */
export const suggestionsReadyPayloadSchema = z.object({
  memberId: z.string(),
  day: z.string(),
  count: z.number().int(),
  at: z.string(),
});
export type SuggestionsReadyPayload = z.infer<typeof suggestionsReadyPayloadSchema>;
