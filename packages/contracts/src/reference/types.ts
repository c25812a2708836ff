import type { Localized } from '../locale.js';

/** One entry of a closed reference list: a stable machine id and its label in every locale. */
export interface Option<Id extends string = string> {
  id: Id;
  label: Localized;
}

/** A city of the gazetteer. `countryId` is an id of `countries`; coordinates are WGS 84 decimal degrees. */
export interface City extends Option {
  countryId: string;
  lat: number;
  lon: number;
}
