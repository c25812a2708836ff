import { z } from 'zod';
import {
  PROFILE_EDIT_FIELDS,
  PROFILE_INTEGER_FIELDS,
  PROFILE_REQUIRED_FIELDS,
  profileEditSchema,
  profileRuleIssues,
  type Gender,
  type OwnProfile,
  type ProfileEdit,
} from '@mawadda/contracts';
import { asciiDigits } from '../../../lib/format';

/** What the edit form holds: every editable field but visibility, which has its own switch. */
export type EditField = Exclude<keyof ProfileEdit, 'visibility'>;
export const EDIT_FIELDS = PROFILE_EDIT_FIELDS.filter((f): f is EditField => f !== 'visibility');

/** The fields that hold several answers, as checkboxes. */
type ListField = 'languages';
const isListField = (field: EditField): field is ListField => field === 'languages';

/** Inputs and selects hold text, checkboxes a list; the schema turns them into what the API takes. */
export type ProfileFormValues = Record<Exclude<EditField, ListField>, string> & Record<ListField, string[]>;

/** Fields a profile cannot be without (the contract's): left empty they say "… is required", not "cleared". */
export const isRequiredField = (field: EditField) => PROFILE_REQUIRED_FIELDS.includes(field);
const isNumberField = (field: EditField) => (PROFILE_INTEGER_FIELDS as readonly string[]).includes(field);

/** One form value as the PATCH body has it: blank optional answers are `null` (cleared). */
function toEditValue(field: EditField, value: unknown): unknown {
  if (typeof value !== 'string' || isRequiredField(field)) return value;
  const text = value.trim();
  if (text === '') return null;
  if (!isNumberField(field)) return value;
  const digits = asciiDigits(text);
  // Anything but whole digits stays text, so the schema says "… is not valid" for it.
  return /^\d+$/.test(digits) ? Number(digits) : text;
}

const toEdit = (values: unknown) =>
  Object.fromEntries(
    Object.entries(values as Record<string, unknown>).map(([k, v]) => [k, toEditValue(k as EditField, v)]),
  );

/**
 * The API's own edit schema over the form's text, plus the rules between fields the API checks
 * (city in country, men-only fields, a man's religion), for this member's gender: the form says
 * what the server would say, before anything is sent.
 */
export function profileFormSchema(gender: Gender | null) {
  const withRules = profileEditSchema.superRefine((edit, ctx) => {
    const issues = profileRuleIssues({
      gender,
      country: edit.country ?? null,
      city: edit.city ?? null,
      maritalState: edit.maritalState ?? null,
      beard: edit.beard ?? null,
      wives: edit.wives ?? null,
      religion: edit.religion ?? null,
    });
    for (const issue of issues)
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.messageKey });
  });
  return z.preprocess(toEdit, withRules) as unknown as z.ZodType<ProfileEdit, ProfileFormValues>;
}

/** A stored value the way the API compares it: birth dates as the calendar day. */
const stored = (profile: OwnProfile, field: EditField) => {
  // About me: the text the member last wrote, awaiting review or not (what they would edit).
  const value = field === 'aboutMe' ? (profile.aboutMePending ?? profile.aboutMe) : profile[field];
  return field === 'birthDate' && typeof value === 'string' ? value.slice(0, 10) : value;
};

/** The form's starting values: what the profile holds now, as text (a list as its values). */
export const formDefaults = (profile: OwnProfile): ProfileFormValues =>
  Object.fromEntries(
    EDIT_FIELDS.map((f) => {
      const value = stored(profile, f);
      if (isListField(f)) return [f, Array.isArray(value) ? [...value] : []];
      return [f, value === null || value === undefined ? '' : String(value)];
    }),
  ) as ProfileFormValues;

/**
 * Whether two answers say the same. Lists compare as sets (the order boxes were ticked in is no
 * change), and no list is the same as an empty one.
 */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) && !Array.isArray(b)) return a === b;
  const [x, y] = [a, b].map((v) => (Array.isArray(v) ? (v as unknown[]) : []));
  return x!.length === y!.length && x!.every((v) => y!.includes(v));
}

/** Only what differs from the stored profile: the PATCH body (spec: send only changed fields). */
export function changedFields(edit: ProfileEdit, profile: OwnProfile): ProfileEdit {
  const changed: Record<string, unknown> = {};
  for (const f of EDIT_FIELDS) {
    if (edit[f] !== undefined && !sameAnswer(edit[f], stored(profile, f))) changed[f] = edit[f];
  }
  return changed as ProfileEdit;
}
