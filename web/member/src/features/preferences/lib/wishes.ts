import {
  HAS_CHILDREN,
  MARITAL_STATES,
  MAX_AGE,
  MIN_AGE,
  MARRIAGE_TIMELINES,
  PRAYER_FREQUENCIES,
  PREFERENCE_FIELDS,
  PROFILE_RANGES,
  RELIGIOSITY_LEVELS,
  RELOCATE_ANSWERS,
  SECTS,
  SMOKING_HABITS,
  WANTS_CHILDREN,
  type Gender,
  type Preferences,
  type WishImportance,
} from '@mawadda/contracts';

/** Every wish but "verified only", which is a plain yes: always a must when asked. */
export type Wish = Exclude<keyof Preferences, 'verifiedOnly'>;
export const WISHES = PREFERENCE_FIELDS.filter((f): f is Wish => f !== 'verifiedOnly');

/** "Any" is the form's third answer: the wish is left out of what is saved. */
export type Importance = 'any' | WishImportance;

/** What a wish's value is when it is set. */
type ValueOf<W extends Wish> = NonNullable<Preferences[W]>['value'];

/** Places named, or a distance from home: the contract takes one or the other, never both. */
export type Where = 'places' | 'distance';

/** The form: every wish with its importance (any included) and a value ready for when it is set. */
export type PreferencesFormValues = { [W in Wish]: { importance: Importance; value: ValueOf<W> } } & {
  where: Where;
  verifiedOnly: boolean;
};

export const RANGE_WISHES = ['age', 'height'] as const satisfies readonly Wish[];
export type RangeWish = (typeof RANGE_WISHES)[number];

/** Wishes that name places: left out when the member chose a distance instead. */
export const PLACE_WISHES = ['countries', 'cities'] as const satisfies readonly Wish[];

/** Wishes answered with several values of one closed list, each a checkbox. */
export const LIST_WISHES = {
  maritalStates: MARITAL_STATES,
  religiosity: RELIGIOSITY_LEVELS,
  prayer: PRAYER_FREQUENCIES,
  sect: SECTS,
  smoking: SMOKING_HABITS,
  hasChildren: HAS_CHILDREN,
  wantsChildren: WANTS_CHILDREN,
  relocate: RELOCATE_ANSWERS,
  marriageTimeline: MARRIAGE_TIMELINES,
} as const satisfies Partial<Record<Wish, readonly string[]>>;
export type ListWish = keyof typeof LIST_WISHES;

/** Distances offered, in km, within the contract's bounds. */
export const DISTANCE_STEPS = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000] as const;

/** Heights offered in a select: every centimetre of the profile's range. */
export const HEIGHTS = Array.from(
  { length: PROFILE_RANGES.height.max - PROFILE_RANGES.height.min + 1 },
  (_, i) => PROFILE_RANGES.height.min + i,
);
export const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);

/** Whom the member looks for: a woman a man, a man a woman. Labels describe that person. */
export const soughtGender = (gender: Gender | null): Gender | null =>
  gender === 'female' ? 'male' : gender === 'male' ? 'female' : null;

/**
 * Where a value starts when the member turns a wish on: ages around her own (or the young adult
 * years when her age is unknown), heights of most adults, nothing chosen yet in a list.
 */
function startingValues(age: number | null): { [W in Wish]: ValueOf<W> } {
  const around = age ?? 28;
  return {
    age: { min: Math.max(MIN_AGE, around - 5), max: Math.min(MAX_AGE, around + 8) },
    height: { min: 150, max: 190 },
    countries: [],
    cities: [],
    nationalities: [],
    distanceKm: 100,
    maritalStates: [],
    religiosity: [],
    prayer: [],
    sect: [],
    smoking: [],
    qualification: '' as ValueOf<'qualification'>,
    hasChildren: [],
    wantsChildren: [],
    wives: 0,
    relocate: [],
    marriageTimeline: [],
  };
}

/** The form over what is saved: each set wish as it is, every other one "any". */
export function formValues(saved: Preferences, age: number | null): PreferencesFormValues {
  const start = startingValues(age);
  const wishes = Object.fromEntries(
    WISHES.map((w) => {
      const set = saved[w];
      return [w, set ? { importance: set.importance, value: set.value } : { importance: 'any', value: start[w] }];
    }),
  );
  return {
    ...wishes,
    where: saved.distanceKm ? 'distance' : 'places',
    verifiedOnly: saved.verifiedOnly === true,
  } as PreferencesFormValues;
}

/**
 * What the form asks to save: the wishes not "any", without the side of places or distance the
 * member did not choose, and without the co-wife wish a man is not asked.
 */
export function chosenWishes(values: PreferencesFormValues, gender: Gender | null): Record<string, unknown> {
  const hidden = new Set<Wish>(values.where === 'distance' ? PLACE_WISHES : ['distanceKm']);
  if (gender !== 'female') hidden.add('wives');
  return {
    ...Object.fromEntries(
      WISHES.flatMap((w) => {
        const { importance, value } = values[w];
        return importance === 'any' || hidden.has(w) ? [] : [[w, { value, importance }]];
      }),
    ),
    ...(values.verifiedOnly && { verifiedOnly: true }),
  };
}
