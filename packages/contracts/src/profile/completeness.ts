import type { Gender } from './enums.js';

/**
 * What makes a profile complete: the facts a family reads before deciding, and a profile image.
 * Each counts the same; men-only fields count for men only. Names in En/Ar, first and last name,
 * address and the album are left out: they help, but a profile without them is not unfinished.
 */
export const COMPLETENESS_FIELDS = [
  'fullName',
  'birthDate',
  'nationality',
  'country',
  'city',
  'maritalState',
  'siteObjectiveId',
  'communicate',
  'eyecolor',
  'haircolor',
  'skincolor',
  'bodyType',
  'height',
  'weight',
  'qualification',
  'education',
  'profession',
  'financialLevel',
  'healthStatus',
  'religion',
  'religiosity',
  'prayer',
  'smoking',
  'beard',
  'wives',
  'aboutMe',
  'avatar',
] as const;
export type CompletenessField = (typeof COMPLETENESS_FIELDS)[number];

/** Asked of men only (the API refuses them for women). */
export const MEN_ONLY_FIELDS: readonly CompletenessField[] = ['beard', 'wives'];

/** The fields that count for this member, in form order. */
export const completenessFieldsFor = (gender: Gender | null): CompletenessField[] =>
  COMPLETENESS_FIELDS.filter((f) => gender === 'male' || !MEN_ONLY_FIELDS.includes(f));

/** Percent of the counted fields that are filled (rounded down, so 100 means all of them). */
export function profileCompleteness(
  gender: Gender | null,
  filled: (field: CompletenessField) => boolean,
): { percent: number; missing: CompletenessField[] } {
  const fields = completenessFieldsFor(gender);
  const missing = fields.filter((f) => !filled(f));
  return { percent: Math.floor(((fields.length - missing.length) * 100) / fields.length), missing };
}
