import { z } from 'zod';

/**
 * How well two members fit, seen by one of them (the viewer). A pair is compatible only if each
 * passes the other's musts; the score (0–100) weighs the nice wishes met both ways, with small
 * boosts for verification and recent activity (services/search README "Compatibility").
 */
const metOf = z.object({ met: z.number().int().min(0), of: z.number().int().min(0) });

export const COMPATIBILITY_SCORE = { min: 0, max: 100 } as const;

/**
 * The kinds of wish search weighs, by preference field (`place` stands for countries, cities and
 * distance): those kept as a set of accepted answers, and those kept as a range of a number.
 */
export const WISH_SET_KINDS = [
  'place',
  'maritalStates',
  'nationalities',
  'religiosity',
  'prayer',
  'sect',
  'smoking',
  'qualification',
  'hasChildren',
  'wantsChildren',
  'relocate',
  'marriageTimeline',
  'verifiedOnly',
] as const;
export const WISH_RANGE_KINDS = ['age', 'height', 'wives'] as const;
export const WISH_KINDS = [...WISH_SET_KINDS, ...WISH_RANGE_KINDS] as const;
export type WishKind = (typeof WISH_KINDS)[number];

export const compatibilitySchema = z.object({
  score: z.number().int().min(COMPATIBILITY_SCORE.min).max(COMPATIBILITY_SCORE.max),
  /** Of the viewer's nice wishes, how many the other member meets. */
  theyMeet: metOf,
  /** Of the other member's nice wishes, how many the viewer meets (counts only, never which). */
  youMeet: metOf,
});
export type Compatibility = z.infer<typeof compatibilitySchema>;

/**
 * `GET /api/search/compatibility/{memberId}` (the profile page): the viewer's unmet musts by kind
 * (her own wishes, so safe to name); whether the other's musts pass is a yes or no only.
 */
export const compatibilityViewSchema = z.object({
  compatible: z.boolean(),
  compatibility: compatibilitySchema,
  yourMustsUnmet: z.array(z.enum(WISH_KINDS)),
  theirMustsMet: z.boolean(),
});
export type CompatibilityView = z.infer<typeof compatibilityViewSchema>;
