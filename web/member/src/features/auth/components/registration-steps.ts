import type { REGISTRATION_FIELDS } from './use-registration-form';

type Field = (typeof REGISTRATION_FIELDS)[number];

/**
 * Registration one or two questions a screen, so a phone shows no long page (spec §5's fields,
 * all of them). Each step names the fields it asks: "next" checks only those, and an error the
 * server names later brings its step back. Names come first, passwords late: a member who stops
 * halfway has typed no secret.
 */
export const REGISTRATION_STEPS = [
  { id: 'name', fields: ['fullName', 'gender'] },
  { id: 'birth', fields: ['birthDate', 'nationality'] },
  { id: 'intentions', fields: ['maritalState', 'siteObjectiveId'] },
  { id: 'location', fields: ['country', 'city', 'address'] },
  { id: 'contact', fields: ['email', 'phone', 'communicate'] },
  { id: 'password', fields: ['password', 'confirmPassword'] },
  { id: 'oath', fields: ['acceptOath', 'acceptTerms'] },
] as const satisfies readonly { id: string; fields: readonly Field[] }[];

export type RegistrationStepId = (typeof REGISTRATION_STEPS)[number]['id'];

/** The first step holding one of these fields, or -1. */
export const stepOfField = (isWrong: (field: Field) => boolean): number =>
  REGISTRATION_STEPS.findIndex((s) => (s.fields as readonly Field[]).some(isWrong));
