import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import { normalizePhoneInput, requiredText } from './rules.js';

/**
 * Phone: required and valid for its country; stored in E.164 so one number has one form. On its
 * own, apart from `rules.ts`: libphonenumber's metadata is most of its weight in a browser bundle.
 */
export const phoneRule = requiredText(32).transform((raw, ctx) => {
  const value = normalizePhoneInput(raw);
  if (!value.startsWith('+') || !isValidPhoneNumber(value)) {
    ctx.addIssue({ code: 'custom', message: 'validation.phone' });
    return z.NEVER;
  }
  return parsePhoneNumberWithError(value).number as string;
});
