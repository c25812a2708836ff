import { z } from 'zod';
import type { MessageKey } from '../messages/index.js';
import {
  communicationMethods,
  countries,
  findCity,
  isKnown,
  nationalities,
  siteObjectives,
} from '../reference/index.js';
import { birthDateRule, fullNameRule, knownId, oneLine, requiredChoice, requiredText } from '../rules.js';
import {
  BEARDS,
  BODY_TYPES,
  EDUCATIONS,
  EYE_COLORS,
  FINANCIAL_LEVELS,
  HAIR_COLORS,
  HAS_CHILDREN,
  MARRIAGE_TIMELINES,
  RELOCATE_ANSWERS,
  SECTS,
  WANTS_CHILDREN,
  HEALTH_STATUSES,
  MARITAL_STATES,
  PRAYER_FREQUENCIES,
  QUALIFICATIONS,
  RELIGIONS,
  RELIGIOSITY_LEVELS,
  SKIN_COLORS,
  SMOKING_HABITS,
  SPOKEN_LANGUAGES,
  VISIBILITIES,
  type Gender,
} from './enums.js';

/**
 * Sane ranges for the numbers of a profile. Heights and weights outside them are typing mistakes
 * (a height of 17 meant 170), not people. `wives` counts the wives a man has now: Islam allows
 * up to four, so a man already with four cannot be looking for another one here.
 */
export const PROFILE_RANGES = {
  height: { min: 120, max: 230 },
  weight: { min: 35, max: 250 },
  wives: { min: 0, max: 3 },
} as const;

export const ABOUT_ME_MAX = 2000;
export const PROFESSION_MAX = 100;
export const ADDRESS_MAX = 300;

/**
 * An optional text: blank clears it (null), otherwise trimmed and capped; a one-line text (a
 * name, a profession) also refuses the bidi controls (rules.ts).
 */
const clearableText = (max: number, lines: 'one' | 'many' = 'one') => {
  const text = z.string('validation.invalid').trim().max(max, 'validation.maxLength');
  return (lines === 'one' ? oneLine(text) : text).nullable().transform((v) => (v ? v : null));
};

const clearableName = clearableText(100).refine((v) => v === null || v.length >= 3, {
  message: 'validation.minLength',
  params: { min: 3 },
});

/** An optional choice: null clears it; an unknown value names the field in the error. */
const clearableChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: () => 'validation.unknownOption' }).nullable();

/** Several answers of one list, each once; null or an empty list clears them. */
const clearableChoices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: () => 'validation.unknownOption' }), 'validation.invalid')
    .max(values.length, 'validation.invalid')
    .refine((v) => new Set(v).size === v.length, 'validation.invalid')
    .nullable()
    .transform((v) => (v?.length ? v : null));

const clearableInt = ({ min, max }: { min: number; max: number }) =>
  z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(min, 'validation.min')
    .max(max, 'validation.max')
    .nullable();

/**
 * What a member may change (`PATCH /api/profile/me`): only fields sent; `null` clears an optional
 * field, never one registration requires. Gender is given once, as search and matching rest on it
 * (support corrects it); email, phone and password belong to auth.
 */
export const profileEditSchema = z
  .object({
    fullName: fullNameRule,
    firstName: clearableName,
    lastName: clearableName,
    fullNameEn: clearableName,
    fullNameAr: clearableName,
    birthDate: birthDateRule,
    nationality: knownId((id) => isKnown(nationalities, id)),
    country: knownId((id) => isKnown(countries, id)),
    city: knownId((id) => findCity(id) !== undefined),
    // Required, as at registration (auth.ts): an edit may change the address, never clear it.
    address: requiredText(ADDRESS_MAX),
    maritalState: requiredChoice(MARITAL_STATES),
    siteObjectiveId: knownId((id) => isKnown(siteObjectives, id)),
    communicate: knownId((id) => isKnown(communicationMethods, id)),
    eyecolor: clearableChoice(EYE_COLORS),
    haircolor: clearableChoice(HAIR_COLORS),
    skincolor: clearableChoice(SKIN_COLORS),
    bodyType: clearableChoice(BODY_TYPES),
    weight: clearableInt(PROFILE_RANGES.weight),
    height: clearableInt(PROFILE_RANGES.height),
    qualification: clearableChoice(QUALIFICATIONS),
    profession: clearableText(PROFESSION_MAX),
    financialLevel: clearableChoice(FINANCIAL_LEVELS),
    education: clearableChoice(EDUCATIONS),
    healthStatus: clearableChoice(HEALTH_STATUSES),
    beard: clearableChoice(BEARDS),
    religiosity: clearableChoice(RELIGIOSITY_LEVELS),
    prayer: clearableChoice(PRAYER_FREQUENCIES),
    smoking: clearableChoice(SMOKING_HABITS),
    wives: clearableInt(PROFILE_RANGES.wives),
    religion: clearableChoice(RELIGIONS),
    sect: clearableChoice(SECTS),
    hasChildren: clearableChoice(HAS_CHILDREN),
    wantsChildren: clearableChoice(WANTS_CHILDREN),
    relocate: clearableChoice(RELOCATE_ANSWERS),
    marriageTimeline: clearableChoice(MARRIAGE_TIMELINES),
    languages: clearableChoices(SPOKEN_LANGUAGES),
    aboutMe: clearableText(ABOUT_ME_MAX, 'many'),
    visibility: requiredChoice(VISIBILITIES),
  })
  .partial()
  .strict();
export type ProfileEdit = z.output<typeof profileEditSchema>;
export const PROFILE_EDIT_FIELDS = Object.keys(profileEditSchema.shape) as (keyof ProfileEdit)[];

/**
 * The fields an edit may change but never clear: those whose rule takes no `null` (what
 * registration requires, and visibility). Read from the schema, so a form marking them cannot
 * drift from what the API refuses.
 */
export const PROFILE_REQUIRED_FIELDS: readonly (keyof ProfileEdit)[] = PROFILE_EDIT_FIELDS.filter(
  (field) => !profileEditSchema.shape[field].safeParse(null).success,
);

/** The fields that hold whole numbers: those with a range. */
export const PROFILE_INTEGER_FIELDS = Object.keys(PROFILE_RANGES) as (keyof typeof PROFILE_RANGES)[];

/** The profile's state that the cross-field rules read: the stored profile with the edit applied. */
export interface ProfileRuleInput {
  gender: Gender | null;
  country: string | null;
  city: string | null;
  maritalState: string | null;
  beard: string | null;
  wives: number | null;
  religion: string | null;
}

/**
 * Rules between fields, checked on the profile as it would be after the edit, so an edit of the
 * city alone is checked against the stored country. Returns the fields that break a rule.
 */
export function profileRuleIssues(p: ProfileRuleInput): { field: string; messageKey: MessageKey }[] {
  const issues: { field: string; messageKey: MessageKey }[] = [];
  if (p.city && p.country && findCity(p.city)?.countryId !== p.country) {
    issues.push({ field: 'city', messageKey: 'validation.cityNotInCountry' });
  }
  if (p.gender === 'female') {
    // The same rule as registration: a married woman cannot look for another husband.
    if (p.maritalState === 'married')
      issues.push({ field: 'maritalState', messageKey: 'validation.maritalStateNotAllowed' });
    if (p.beard !== null) issues.push({ field: 'beard', messageKey: 'validation.notForGender' });
    if (p.wives !== null) issues.push({ field: 'wives', messageKey: 'validation.notForGender' });
  }
  // A Muslim man may marry a woman of the Book; a Muslim woman marries a Muslim man (enums.ts).
  if (p.gender === 'male' && p.religion !== null && p.religion !== 'islam') {
    issues.push({ field: 'religion', messageKey: 'validation.notForGender' });
  }
  return issues;
}
