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
 * The registration choices, the very lists `GET /api/auth/registration-options` answers, shipped
 * with the site: they change only with a release, which ships the site too, and a page naming
 * them then draws at once, without a round trip and an answer to parse first.
 */
export const registrationOptions: RegistrationOptions = {
  siteObjectives: [...siteObjectives],
  communicationMethods: [...communicationMethods],
  countries: [...countries],
  cities: [...cities],
  nationalities: [...nationalities],
};
