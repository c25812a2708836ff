import {
  cities,
  communicationMethods,
  countries,
  nationalities,
  siteObjectives,
  type registrationOptionsSchema,
} from '@mawadda/contracts/reference';
import type { z } from 'zod';

export type RegistrationOptions = z.output<typeof registrationOptionsSchema>;

/**
 * The registration choices (countries, cities, nationalities…), labelled in the five locales: the
 * contracts' reference lists, the very ones `GET /api/auth/registration-options` answers, shipped
 * with the site instead of read from it. They change only with a release, which ships the site
 * too; a page naming them (search, profiles, the member lists, registration) then draws at once,
 * without a round trip and an 18 KB answer to parse first (issue 19, the signed-in search page).
 */
export const registrationOptions: RegistrationOptions = {
  siteObjectives: [...siteObjectives],
  communicationMethods: [...communicationMethods],
  countries: [...countries],
  cities: [...cities],
  nationalities: [...nationalities],
};
