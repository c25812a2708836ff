/**
 * The closed lists of a member profile (spec §3 names fields, not values): what a Muslim marriage
 * service asks, each short enough for one select, without overlap. Values are stable machine ids;
 * what a member reads comes from `labels/`.
 */
import { GENDERS, MARITAL_STATES, type Gender, type MaritalState } from '../member-enums.js';

// Registration already owns these two lists; the profile reuses them so one value means one thing.
export { GENDERS, MARITAL_STATES, type Gender, type MaritalState };

export const EYE_COLORS = ['black', 'brown', 'hazel', 'green', 'blue', 'grey'] as const;
export type EyeColor = (typeof EYE_COLORS)[number];

/** `bald` sits here because a bald man has no hair colour to give. */
export const HAIR_COLORS = ['black', 'dark-brown', 'light-brown', 'blonde', 'red', 'grey', 'bald'] as const;
export type HairColor = (typeof HAIR_COLORS)[number];

/** The skin tones members of the region use to describe themselves, light to dark. */
export const SKIN_COLORS = ['very-fair', 'wheatish', 'light-brown', 'brown', 'dark'] as const;
export type SkinColor = (typeof SKIN_COLORS)[number];

export const BODY_TYPES = ['slim', 'athletic', 'average', 'full-figured', 'heavy'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** Highest completed academic level, lowest to highest (the search filters by "at least"). */
export const QUALIFICATIONS = [
  'none',
  'primary',
  'intermediate',
  'secondary',
  'diploma',
  'bachelor',
  'master',
  'doctorate',
] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];

/**
 * Field of study. The spec lists both `qualification` and `education`; to keep them from saying
 * the same thing twice, qualification is the level and education is the field.
 */
export const EDUCATIONS = [
  'islamic-studies',
  'medicine',
  'engineering',
  'science',
  'computing',
  'business',
  'law',
  'teaching',
  'humanities',
  'military',
  'other',
] as const;
export type Education = (typeof EDUCATIONS)[number];

/** Financial situation, lowest to highest; relative words, not incomes, so it travels across countries. */
export const FINANCIAL_LEVELS = ['limited', 'below-average', 'average', 'above-average', 'well-off'] as const;
export type FinancialLevel = (typeof FINANCIAL_LEVELS)[number];

export const HEALTH_STATUSES = [
  'healthy',
  'chronic-illness',
  'physical-disability',
  'hearing-impairment',
  'visual-impairment',
  'other',
] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** Men only (see `genderFieldIssues`). */
export const BEARDS = ['full', 'short', 'none'] as const;
export type Beard = (typeof BEARDS)[number];

/** How closely a member practises, most to least. */
export const RELIGIOSITY_LEVELS = [
  'very-practising',
  'practising',
  'moderately-practising',
  'not-practising',
] as const;
export type Religiosity = (typeof RELIGIOSITY_LEVELS)[number];

/** How regularly a member keeps the five daily prayers. */
export const PRAYER_FREQUENCIES = ['always', 'mostly', 'sometimes', 'rarely'] as const;
export type Prayer = (typeof PRAYER_FREQUENCIES)[number];

export const SMOKING_HABITS = ['no', 'sometimes', 'yes'] as const;
export type Smoking = (typeof SMOKING_HABITS)[number];

/**
 * Islam, and the two religions of the Book: a Muslim man may marry a Christian or Jewish woman,
 * while a Muslim woman marries a Muslim man only, so men must choose Islam (`genderFieldIssues`).
 */
export const RELIGIONS = ['islam', 'christianity', 'judaism'] as const;
export type Religion = (typeof RELIGIONS)[number];

/** "Just Muslim" and "prefer not to say" keep the question optional without forcing a label. */
export const SECTS = ['sunni', 'shia', 'just-muslim', 'other', 'prefer-not-to-say'] as const;
export type Sect = (typeof SECTS)[number];

export const HAS_CHILDREN = ['no', 'yes-living-with-me', 'yes-not-living-with-me'] as const;
export type HasChildren = (typeof HAS_CHILDREN)[number];

export const WANTS_CHILDREN = ['yes', 'maybe', 'no'] as const;
export type WantsChildren = (typeof WANTS_CHILDREN)[number];

export const RELOCATE_ANSWERS = ['yes', 'maybe', 'no'] as const;
export type Relocate = (typeof RELOCATE_ANSWERS)[number];

/** How soon a member hopes to marry, soonest first. */
export const MARRIAGE_TIMELINES = ['within-6-months', 'within-a-year', 'within-2-years', 'not-sure'] as const;
export type MarriageTimeline = (typeof MARRIAGE_TIMELINES)[number];

/** Languages a member speaks (ISO 639-1): those most spoken among the platform's members. */
export const SPOKEN_LANGUAGES = [
  'ar',
  'en',
  'ur',
  'fa',
  'tr',
  'fr',
  'ms',
  'id',
  'bn',
  'hi',
  'so',
  'ps',
  'ku',
  'de',
  'es',
  'ru',
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** A private profile shows its photos and media only to accepted followers (spec §4). */
export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * Spec §4 says online or offline; "online" is kept for a live connection (presence.ts), and a
 * member who is not live reads as active today, active this week, or nothing (`offline`).
 */
export const PRESENCES = ['online', 'today', 'week', 'offline'] as const;
export type Presence = (typeof PRESENCES)[number];

/** Every closed list of the profile by its field name, so forms, search and tests walk one table. */
export const PROFILE_ENUMS = {
  gender: GENDERS,
  maritalState: MARITAL_STATES,
  eyecolor: EYE_COLORS,
  haircolor: HAIR_COLORS,
  skincolor: SKIN_COLORS,
  bodyType: BODY_TYPES,
  qualification: QUALIFICATIONS,
  education: EDUCATIONS,
  financialLevel: FINANCIAL_LEVELS,
  healthStatus: HEALTH_STATUSES,
  beard: BEARDS,
  religiosity: RELIGIOSITY_LEVELS,
  prayer: PRAYER_FREQUENCIES,
  smoking: SMOKING_HABITS,
  religion: RELIGIONS,
  sect: SECTS,
  hasChildren: HAS_CHILDREN,
  wantsChildren: WANTS_CHILDREN,
  relocate: RELOCATE_ANSWERS,
  marriageTimeline: MARRIAGE_TIMELINES,
  /** A list of these, not one: a member speaks several. */
  languages: SPOKEN_LANGUAGES,
  visibility: VISIBILITIES,
  presence: PRESENCES,
} as const;
export type ProfileEnumField = keyof typeof PROFILE_ENUMS;
