import { z } from 'zod';
import { LOCALES } from '../locale.js';

const localizedSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>,
);
const optionSchema = z.object({ id: z.string(), label: localizedSchema });

/**
 * `GET /api/auth/registration-options`: the choices of the registration form, labelled in the five
 * locales, which other pages (search's filters) name too. Here, not in `auth.ts`, so those pages
 * read it without the registration rules (and the phone rule's metadata).
 */
export const registrationOptionsSchema = z.object({
  siteObjectives: z.array(optionSchema),
  communicationMethods: z.array(optionSchema),
  countries: z.array(optionSchema),
  cities: z.array(optionSchema.extend({ countryId: z.string(), lat: z.number(), lon: z.number() })),
  nationalities: z.array(optionSchema),
});
