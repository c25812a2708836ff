import { cities } from './cities.js';
import type { City, Option } from './types.js';

export type { City, Option } from './types.js';
export { countries } from './countries.js';
export { nationalities } from './nationalities.js';
export { cities } from './cities.js';
export { siteObjectives } from './site-objectives.js';
export { communicationMethods } from './communication-methods.js';
export { registrationOptionsSchema } from './options-schema.js';

const citiesById: ReadonlyMap<string, City> = new Map(cities.map((city) => [city.id, city]));

/** Id sets of the lists already asked about, built once per list (the lists are module constants). */
const idSets = new WeakMap<readonly Option[], ReadonlySet<string>>();

/** The city with this id, or undefined. */
export function findCity(id: string): City | undefined {
  return citiesById.get(id);
}

/** Whether `id` is the id of an entry of `list` (e.g. `isKnown(countries, 'AE')`). */
export function isKnown(list: readonly Option[], id: string): boolean {
  let ids = idSets.get(list);
  if (ids === undefined) {
    ids = new Set(list.map((option) => option.id));
    idSets.set(list, ids);
  }
  return ids.has(id);
}
export { localTime, timeZoneOf, TIME_ZONES } from './time-zones.js';
