import { z } from 'zod';
import { GENDERS } from '../member-enums.js';
import { PROFILE_RANGES } from '../profile/profile-edit.js';
import { findCity, isKnown, nationalities } from '../reference/index.js';

/** The spec's sorts (distance, registration, recent activity) and the two-way fit. */
export const SEARCH_SORTS = ['nearest', 'newest', 'mostActive', 'compatibility'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_SORT_DEFAULT: SearchSort = 'newest';

/** The spec's "social status" filter: a married man may appear, but is never filtered for. */
export const SEARCH_MARITAL_STATES = ['single', 'divorced', 'widowed'] as const;
/** "smoker" means any smoking at all (`yes` or `sometimes` on the profile). */
export const SMOKING_FILTERS = ['smoker', 'non-smoker'] as const;
export type SmokingFilter = (typeof SMOKING_FILTERS)[number];

/** Members are adults: registration refuses anyone under 18. */
export const SEARCH_AGE = { min: 18, max: 99 } as const;
export const SEARCH_PAGE_DEFAULT = 20;
export const SEARCH_PAGE_MAX = 50;
export const MOST_ACTIVE_DEFAULT = 12;
export const MOST_ACTIVE_MAX = 24;

/**
 * A blank form field sends `?gender=`: "any", not a bad value. Blanks are taken out in one pass
 * before the check, since a preprocess step per field weighed on every search's parse. Only the
 * schema's own keys are taken out, so a misspelt one is still refused.
 */
function blanksAbsent<T extends z.ZodObject>(schema: T) {
  const known = new Set(Object.keys(schema.shape));
  return z.preprocess((query) => {
    if (!query || typeof query !== 'object') return query;
    let kept: Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(query))
      if (known.has(key) && typeof value === 'string' && value.trim() === '') {
        kept ??= { ...query };
        delete kept[key];
      }
    return kept ?? query;
  }, schema);
}
const intIn = (range: { min: number; max: number }) =>
  z.coerce.number().int().min(range.min).max(range.max).optional();

/**
 * `?lang=` picks the language of problem messages on every route (the kit reads it first). These
 * queries refuse unknown parameters, so they name it, or asking for Arabic messages would itself be
 * refused. The use cases ignore it.
 */
const LOCALE_PARAM = { lang: z.string().max(35).optional() };

/** The range pairs checked for order: the maximum's field is the one named when they cross. */
const RANGES = [
  ['ageMin', 'ageMax'],
  ['heightMin', 'heightMax'],
  ['weightMin', 'weightMax'],
] as const;

/**
 * `GET /api/search/members`. Unknown parameters are refused by name rather than ignored: a
 * misspelt filter silently doing nothing shows a member the wrong people.
 */
const searchQueryShape = z
  .object({
    gender: z.enum(GENDERS).optional(),
    ageMin: intIn(SEARCH_AGE),
    ageMax: intIn(SEARCH_AGE),
    maritalState: z.enum(SEARCH_MARITAL_STATES).optional(),
    nationality: z
      .string()
      .max(10)
      .refine((id) => isKnown(nationalities, id))
      .optional(),
    smoking: z.enum(SMOKING_FILTERS).optional(),
    heightMin: intIn(PROFILE_RANGES.height),
    heightMax: intIn(PROFILE_RANGES.height),
    weightMin: intIn(PROFILE_RANGES.weight),
    weightMax: intIn(PROFILE_RANGES.weight),
    location: z
      .string()
      .max(12)
      .refine((id) => findCity(id) !== undefined)
      .optional(),
    /** Only members whose phone and selfie are verified (`isVerified`). `false` = any. */
    verifiedOnly: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    sort: z.enum(SEARCH_SORTS).default(SEARCH_SORT_DEFAULT),
    cursor: z.string().max(512).optional(),
    limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(SEARCH_PAGE_DEFAULT),
    ...LOCALE_PARAM,
  })
  .strict()
  .superRefine((q, ctx) => {
    for (const [low, high] of RANGES) {
      const min = q[low];
      const max = q[high];
      if (min !== undefined && max !== undefined && min > max) {
        ctx.addIssue({ code: 'custom', path: [high], message: 'search.rangeReversed', params: { min } });
      }
    }
  });
export const searchQuerySchema = blanksAbsent(searchQueryShape);
export type SearchQuery = z.infer<typeof searchQuerySchema>;
/** The filters alone: what the page keeps in its URL besides sort and cursor. */
export type SearchFilters = Omit<SearchQuery, 'sort' | 'cursor' | 'limit' | 'lang'>;
export const SEARCH_FILTER_KEYS = [
  'gender',
  'ageMin',
  'ageMax',
  'maritalState',
  'nationality',
  'smoking',
  'heightMin',
  'heightMax',
  'weightMin',
  'weightMax',
  'location',
  'verifiedOnly',
] as const satisfies readonly (keyof SearchFilters)[];

/** `GET /api/search/most-active`: the home page strip. */
export const mostActiveQuerySchema = blanksAbsent(
  z
    .object({
      limit: z.coerce.number().int().min(1).max(MOST_ACTIVE_MAX).default(MOST_ACTIVE_DEFAULT),
      ...LOCALE_PARAM,
    })
    .strict(),
);

/**
 * Who appears in search (services/search README): an individual member, active, with gender,
 * birth date and a city of the gazetteer, whose profile is at least this complete. Registration
 * alone gives about 30%; a few more answers (height, smoking, religion…) pass it.
 */
export const SEARCH_MIN_COMPLETENESS = 40;
