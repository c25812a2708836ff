import { z } from 'zod';
import {
  communicationMethods,
  countries,
  findCity,
  isKnown,
  nationalities,
  siteObjectives,
} from './reference/index.js';
import {
  birthDateRule,
  emailRule,
  fullNameRule,
  knownId,
  oneLine,
  passwordRule,
  requiredChoice,
  requiredText,
} from './rules.js';
import { phoneRule } from './phone-rule.js';

import { GENDERS, MARITAL_STATES } from './member-enums.js';

export { GENDERS, MARITAL_STATES, type Gender, type MaritalState } from './member-enums.js';
/** `guardian`: a member's wali, a co-account with no profile (services/auth README, Guardian). */
export const ACCOUNT_ROLES = ['member', 'company', 'moderator', 'admin', 'guardian'] as const;

const optionalName = oneLine(z.string().trim().max(100, 'validation.maxLength'))
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || v.length >= 3, { message: 'validation.minLength' });

const confirmation = z.string('validation.required').min(1, 'validation.required');

/** Both consents are required to register (spec §5): stored with time and terms version. */
const consent = {
  acceptOath: z.literal(true, 'validation.oathRequired'),
  acceptTerms: z.literal(true, 'validation.termsRequired'),
};

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(s: z.ZodType<T>) =>
  s.refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMismatch',
  });

/** Individual registration: the account fields of spec §3 with every rule of §5. */
export const individualRegistrationSchema = passwordsMatch(
  z
    .object({
      fullName: fullNameRule,
      fullNameEn: optionalName,
      fullNameAr: optionalName,
      email: emailRule,
      phone: phoneRule,
      password: passwordRule,
      confirmPassword: confirmation,
      gender: requiredChoice(GENDERS),
      birthDate: birthDateRule,
      nationality: knownId((id) => isKnown(nationalities, id)),
      country: knownId((id) => isKnown(countries, id)),
      city: knownId((id) => findCity(id) !== undefined),
      address: requiredText(300),
      maritalState: requiredChoice(MARITAL_STATES),
      siteObjectiveId: knownId((id) => isKnown(siteObjectives, id)),
      communicate: knownId((id) => isKnown(communicationMethods, id)),
      ...consent,
    })
    .refine((v) => findCity(v.city)?.countryId === v.country, {
      path: ['city'],
      message: 'validation.cityNotInCountry',
    })
    // A married woman cannot seek another husband; a married man may seek a second wife.
    .refine((v) => !(v.gender === 'female' && v.maritalState === 'married'), {
      path: ['maritalState'],
      message: 'validation.maritalStateNotAllowed',
    }),
);
export type IndividualRegistration = z.output<typeof individualRegistrationSchema>;

/** Company registration (spec §3 labels: names in English and Arabic, mailBox, fax). */
export const companyRegistrationSchema = passwordsMatch(
  z.object({
    companyNameEn: fullNameRule,
    companyNameAr: fullNameRule,
    email: emailRule,
    phone: phoneRule,
    mailBox: oneLine(z.string().trim().max(50, 'validation.maxLength')).optional(),
    fax: z
      .string()
      .trim()
      .max(32, 'validation.maxLength')
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine((v) => v === undefined || /^\+?[0-9\s\-()]{6,20}$/.test(v), 'validation.invalid'),
    address: requiredText(300),
    password: passwordRule,
    confirmPassword: confirmation,
    acceptTerms: consent.acceptTerms,
  }),
);
export type CompanyRegistration = z.output<typeof companyRegistrationSchema>;

/** Sign in with an email or a phone number, and the password. */
export const loginSchema = z.union([
  z.object({
    email: emailRule,
    password: z.string('validation.required').min(1, 'validation.required').max(128, 'validation.maxLength'),
  }),
  z.object({
    phone: phoneRule,
    password: z.string('validation.required').min(1, 'validation.required').max(128, 'validation.maxLength'),
  }),
]);
export type LoginInput = z.output<typeof loginSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string('validation.required')
      .min(1, 'validation.required')
      .max(128, 'validation.maxLength'),
    newPassword: passwordRule,
    confirmPassword: confirmation,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMismatch',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'validation.passwordSameAsOld',
  });

export const deleteAccountSchema = z.object({
  password: z.string('validation.required').min(1, 'validation.required').max(128, 'validation.maxLength'),
});

export { registrationOptionsSchema } from './reference/options-schema.js';

export const accountSchema = z.object({
  id: z.string(),
  kind: z.enum(['individual', 'company', 'staff', 'guardian']),
  role: z.enum(ACCOUNT_ROLES),
  status: z.enum(['active', 'suspended']),
  /** Null only for a guardian invited by phone: every other account has an email. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  fullName: z.string(),
  gender: z.enum(GENDERS).nullable(),
  createdAt: z.string(),
  /** When the member proved they hold the email / the phone (null: not yet); older clients may omit them. */
  emailVerifiedAt: z.string().nullable().default(null),
  phoneVerifiedAt: z.string().nullable().default(null),
  /** A guardian's `/me` only: the members they are linked to, ids and first names. */
  guardianOf: z.array(z.object({ memberId: z.string(), firstName: z.string() })).optional(),
});
export type Account = z.infer<typeof accountSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
  account: accountSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * The auth service's public key set (`/.well-known/jwks.json`): Ed25519 public keys only. The
 * schema names no private member (`d`), so even a key handed over by mistake is sent without it.
 */
export const publicJwkSchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string(),
  kid: z.string(),
  alg: z.literal('EdDSA').optional(),
  use: z.literal('sig').optional(),
});
export const jwksSchema = z.object({ keys: z.array(publicJwkSchema) });

export * from './auth/verification.js';
export * from './auth/legal-name.js';
