import { z } from 'zod';
import { countries, findCity, isKnown, nationalities } from '../reference/index.js';
import { MAX_AGE, MIN_AGE } from '../rules.js';
import {
  HAS_CHILDREN,
  MARITAL_STATES,
  MARRIAGE_TIMELINES,
  PRAYER_FREQUENCIES,
  QUALIFICATIONS,
  RELIGIOSITY_LEVELS,
  RELOCATE_ANSWERS,
  SECTS,
  SMOKING_HABITS,
  WANTS_CHILDREN,
} from './enums.js';
import { PROFILE_RANGES } from './profile-edit.js';

/**
 * "What I am looking for" (`/api/profile/me/preferences`): each wish is a value and how much it
 * matters, `must` (a dealbreaker) or `nice`; a wish left out or null means "any". Private: only
 * the member reads them; search receives them by event to rank and filter.
 */
export const WISH_IMPORTANCES = ['must', 'nice'] as const;
export type WishImportance = (typeof WISH_IMPORTANCES)[number];

/** Caps on lists of places, so a body cannot grow without bound (the ids are short). */
export const PREFERENCE_PLACES_MAX = 30;
export const PREFERENCE_DISTANCE_KM = { min: 5, max: 5000 } as const;

const wish = <V extends z.ZodType>(value: V) =>
  z
    .object({
      value,
      // Left out, it falls through to "required" (field-issues.ts), not "not a choice".
      importance: z.enum(WISH_IMPORTANCES, {
        error: (issue) => (issue.input === undefined ? undefined : 'validation.unknownOption'),
      }),
    })
    .strict()
    .nullable()
    .optional();

/** Several accepted answers of one closed list, each once. */
const anyOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: () => 'validation.unknownOption' }), 'validation.invalid')
    .min(1, 'validation.required')
    .max(values.length, 'validation.invalid')
    .refine((v) => new Set(v).size === v.length, 'validation.invalid');

const knownIds = (known: (id: string) => boolean) =>
  z
    .array(
      z.string('validation.invalid').max(64, 'validation.invalid').refine(known, 'validation.unknownOption'),
      'validation.invalid',
    )
    .min(1, 'validation.required')
    .max(PREFERENCE_PLACES_MAX, 'validation.max')
    .refine((v) => new Set(v).size === v.length, 'validation.invalid');

const int = ({ min, max }: { min: number; max: number }) =>
  z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(min, 'validation.min')
    .max(max, 'validation.max');

/**
 * A range whose bounds each stay within `limits`; a maximum under the minimum is refused on `max`,
 * named by the label search uses for it (`maxLabel`, "Maximum age").
 */
const range = (limits: { min: number; max: number }, maxLabel: 'ageMax' | 'heightMax') =>
  z
    .object({ min: int(limits), max: int(limits) })
    .strict()
    .superRefine((r, ctx) => {
      if (r.min > r.max)
        ctx.addIssue({
          code: 'custom',
          path: ['max'],
          message: 'search.rangeReversed',
          params: { min: r.min, field: maxLabel },
        });
    });

export const preferencesSchema = z
  .object({
    age: wish(range({ min: MIN_AGE, max: MAX_AGE }, 'ageMax')),
    countries: wish(knownIds((id) => isKnown(countries, id))),
    cities: wish(knownIds((id) => findCity(id) !== undefined)),
    /** Kilometres from the member's own city: the alternative to naming places. */
    distanceKm: wish(int(PREFERENCE_DISTANCE_KM)),
    maritalStates: wish(anyOf(MARITAL_STATES)),
    nationalities: wish(knownIds((id) => isKnown(nationalities, id))),
    religiosity: wish(anyOf(RELIGIOSITY_LEVELS)),
    prayer: wish(anyOf(PRAYER_FREQUENCIES)),
    sect: wish(anyOf(SECTS)),
    smoking: wish(anyOf(SMOKING_HABITS)),
    /** The lowest qualification accepted (the list runs lowest to highest). */
    qualification: wish(z.enum(QUALIFICATIONS, { error: () => 'validation.unknownOption' })),
    height: wish(range(PROFILE_RANGES.height, 'heightMax')),
    hasChildren: wish(anyOf(HAS_CHILDREN)),
    wantsChildren: wish(anyOf(WANTS_CHILDREN)),
    /** The most wives a man may already have (the spec's `wives`): 0 means "no co-wife". */
    wives: wish(int(PROFILE_RANGES.wives)),
    relocate: wish(anyOf(RELOCATE_ANSWERS)),
    marriageTimeline: wish(anyOf(MARRIAGE_TIMELINES)),
    /** Only members whose phone and selfie are verified: always a dealbreaker when asked. */
    verifiedOnly: z.boolean('validation.invalid').optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    // Places or a distance from home, not both: together they would contradict each other.
    if (p.distanceKm && (p.countries || p.cities))
      ctx.addIssue({ code: 'custom', path: ['distanceKm'], message: 'validation.invalid' });
  });
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type Preferences = z.output<typeof preferencesSchema>;
export const PREFERENCE_FIELDS = Object.keys(preferencesSchema.shape) as (keyof Preferences)[];

/** `GET`/`PUT /api/profile/me/preferences`: the wishes set (unset ones absent) and when. */
export const preferencesViewSchema = z.object({
  preferences: preferencesSchema,
  updatedAt: z.string().nullable(),
});
export type PreferencesView = z.infer<typeof preferencesViewSchema>;

/** `profile.preferences.changed`: the whole set after the change, so a consumer needs no history. */
export const profilePreferencesChangedPayloadSchema = z.object({
  memberId: z.string(),
  preferences: preferencesSchema,
  changedAt: z.string(),
});
export type ProfilePreferencesChangedPayload = z.infer<typeof profilePreferencesChangedPayloadSchema>;

/** Drops unset wishes, so a stored or sent set holds only what the member chose. */
export const setWishes = (p: Preferences): Preferences =>
  Object.fromEntries(Object.entries(p).filter(([, w]) => w != null && w !== false)) as Preferences;
