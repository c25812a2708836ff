import { z } from 'zod';
import type { MessageKey } from './messages/en.js';

/**
 * Building blocks for the spec's validation rules (§5), each with its message key, ordered so the
 * first failing one is what a member sees. The phone rule is in `phone-rule.ts`: libphonenumber's
 * metadata must not reach pages that check no phone.
 */
const key = (k: MessageKey) => k;

/**
 * Bidi embedding, override and isolate controls: typed into a name they reorder the text after it
 * ("fdp.exe" shown as "exe.pdf"), so one-line fields refuse them. ZWNJ, ZWJ, LRM and RLM stay
 * (Persian needs ZWNJ); multi-line texts keep them, each shown as an isolated paragraph.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const WITHOUT_BIDI_CONTROLS = /^[^\u202A-\u202E\u2066-\u2069]*$/;

/** A one-line rule: refuses the bidi controls (`validation.bidiControls`) besides its own rules. */
export const oneLine = <T extends z.ZodString>(rule: T): T =>
  rule.regex(WITHOUT_BIDI_CONTROLS, key('validation.bidiControls')) as T;

/** A required multi-line text (a message, a description, a page body): trimmed and capped. */
export const requiredLongText = (max = 200) =>
  z
    .string(key('validation.required'))
    .trim()
    .min(1, key('validation.required'))
    .max(max, key('validation.maxLength'));

/** A required one-line text (a name, an address, a title). */
export const requiredText = (max = 200) => oneLine(requiredLongText(max));

/** Full name: required, at least 3 characters (spec §5, §9). */
export const FULL_NAME_MIN = 3;
export const fullNameRule = requiredText(100).min(FULL_NAME_MIN, key('validation.minLength'));

export const emailRule = requiredText(254)
  .pipe(z.email(key('validation.email')))
  .transform((e) => e.toLowerCase());

/** Spaces, dashes, dots and brackets are how people type numbers; a leading 00 means +. */
export const normalizePhoneInput = (raw: string) => raw.replace(/[\s\-().]/g, '').replace(/^00/, '+');

/** Password: required, at least 6 characters (spec §9); a cap keeps hashing cheap to refuse. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const passwordRule = z
  .string(key('validation.required'))
  .min(1, key('validation.required'))
  .min(PASSWORD_MIN, key('validation.minLength'))
  .max(PASSWORD_MAX, key('validation.maxLength'));

export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (iss) =>
      iss.input === undefined || iss.input === ''
        ? key('validation.required')
        : key('validation.unknownOption'),
  });

/** An id that must be one of a reference list's ids. */
export const knownId = (isKnown: (id: string) => boolean) =>
  requiredText(64).refine(isKnown, { message: key('validation.unknownOption') });

export const MIN_AGE = 18;
export const MAX_AGE = 100;

/** Age in whole years on `today` (UTC dates), as members count it. */
export function ageOn(birthDate: string, today = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age--;
  return age;
}

const isRealDate = (s: string) => {
  const date = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s;
};

/**
 * A birth date as `YYYY-MM-DD`. The member picks day, month and year apart (web DateSelectField), so
 * a half-picked or impossible date (31 February) is said as "not a real date", not as a format.
 */
export const birthDateRule = requiredText(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, key('validation.realDate'))
  .refine(isRealDate, key('validation.realDate'))
  .refine((s) => ageOn(s) >= MIN_AGE, key('validation.adult'))
  .refine((s) => ageOn(s) <= MAX_AGE, key('validation.invalid'));
