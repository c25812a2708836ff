import { z } from 'zod';
import {
  companyRegistrationSchema,
  individualRegistrationSchema,
  loginSchema,
} from '@mawadda/contracts/auth';

/** The two ways to sign in, each a branch of the shared `loginSchema` (same rules, no copy). */
export const [emailLoginSchema, phoneLoginSchema] = loginSchema.options;

/**
 * The forgotten password's first step, one form per way of naming the account, with the sign-in's
 * own address rules (the API's schema takes either address in one object, which would put a blank
 * phone's "required" on the email).
 */
export const emailForgotSchema = emailLoginSchema.pick({ email: true });
export const phoneForgotSchema = phoneLoginSchema.pick({ phone: true });

type Values = { password?: unknown; confirmPassword?: unknown };

/**
 * What the form holds before parsing: text and choices as strings, consents as booleans. Spelled
 * out because the shared schemas' input type is `unknown` (their `passwordsMatch` helper drops it).
 */
type FormValues<T> = { [K in keyof T]-?: T[K] extends boolean ? boolean : string };

/**
 * zod runs the shared "passwords match" refinement only once every other field is valid, so a
 * mistyped confirmation would be reported only at the end of a long form. This reports it as soon
 * as both password fields are valid; the shared schema still decides alone what is sent.
 */
function withEarlyPasswordMatch<S extends z.ZodType>(schema: S) {
  return z.unknown().transform(async (input, ctx) => {
    const result = await schema.safeParseAsync(input);
    if (result.success) return result.data as z.output<S>;
    for (const issue of result.error.issues) ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
    const failed = new Set(result.error.issues.map((i) => i.path[0]));
    const { password, confirmPassword } = (input ?? {}) as Values;
    if (!failed.has('password') && !failed.has('confirmPassword') && password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordsMismatch' });
    }
    return z.NEVER;
  }) as unknown as z.ZodType<z.output<S>, FormValues<z.output<S>>>;
}

export const registrationFormSchema = withEarlyPasswordMatch(individualRegistrationSchema);
export const companyFormSchema = withEarlyPasswordMatch(companyRegistrationSchema);
