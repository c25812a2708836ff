import type { Locale, Localized } from '../../locale.js';
import { PROFILE_ENUMS, type Gender, type ProfileEnumField } from '../enums.js';
import { bodyTypeLabels, eyeColorLabels, hairColorLabels, skinColorLabels } from './appearance.js';
import { beardLabels, prayerLabels, religionLabels, religiosityLabels, smokingLabels } from './faith.js';
import {
  hasChildrenLabels,
  marriageTimelineLabels,
  relocateLabels,
  sectLabels,
  wantsChildrenLabels,
} from './family.js';
import { PROFILE_FEMININE_LABELS } from './feminine.js';
import { PROFILE_MASCULINE_LABELS } from './masculine.js';
import { spokenLanguageLabels } from './languages.js';
import { educationLabels, financialLevelLabels, healthStatusLabels, qualificationLabels } from './life.js';
import { genderLabels, maritalStateLabels, presenceLabels, visibilityLabels } from './status.js';

export * from './appearance.js';
export * from './faith.js';
export * from './feminine.js';
export * from './family.js';
export * from './languages.js';
export * from './life.js';
export * from './status.js';

/** The labels of every profile list by field name; the type makes a missing value a compile error. */
export const PROFILE_ENUM_LABELS: {
  [F in ProfileEnumField]: Record<(typeof PROFILE_ENUMS)[F][number], Localized>;
} = {
  gender: genderLabels,
  maritalState: maritalStateLabels,
  eyecolor: eyeColorLabels,
  haircolor: hairColorLabels,
  skincolor: skinColorLabels,
  bodyType: bodyTypeLabels,
  qualification: qualificationLabels,
  education: educationLabels,
  financialLevel: financialLevelLabels,
  healthStatus: healthStatusLabels,
  beard: beardLabels,
  religiosity: religiosityLabels,
  prayer: prayerLabels,
  smoking: smokingLabels,
  religion: religionLabels,
  sect: sectLabels,
  hasChildren: hasChildrenLabels,
  wantsChildren: wantsChildrenLabels,
  relocate: relocateLabels,
  marriageTimeline: marriageTimelineLabels,
  languages: spokenLanguageLabels,
  visibility: visibilityLabels,
  presence: presenceLabels,
};

/** A profile list as `Option`-shaped entries for a select, in the list's own order. */
export function profileOptions<F extends ProfileEnumField>(
  field: F,
): { id: (typeof PROFILE_ENUMS)[F][number]; label: Localized }[] {
  const labels: Record<string, Localized> = PROFILE_ENUM_LABELS[field];
  return PROFILE_ENUMS[field].map((id: (typeof PROFILE_ENUMS)[F][number]) => ({ id, label: labels[id]! }));
}

/** A profile value's label as it describes this member: her form, or his, where the language has one. */
export function profileValueLabel(
  field: ProfileEnumField,
  value: string,
  locale: Locale,
  gender: Gender | null,
): string | undefined {
  const labels: Record<string, Localized> = PROFILE_ENUM_LABELS[field];
  const label = labels[value];
  if (!label) return undefined;
  const forms =
    gender === 'female' ? PROFILE_FEMININE_LABELS : gender === 'male' ? PROFILE_MASCULINE_LABELS : undefined;
  return forms?.[field]?.[value]?.[locale] ?? label[locale];
}
