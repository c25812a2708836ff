import { cities, countries, findCity, GENDERS } from '@mawadda/contracts';
import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import { choicesOf } from './choices';

const countryById = new Map(countries.map((c) => [c.id, c]));

export function placeName(kind: 'country' | 'city', id: string | null | undefined, lang: string): string {
  if (!id) return '';
  const option = kind === 'country' ? countryById.get(id) : findCity(id);
  const label = option?.label as Record<string, string> | undefined;
  return label?.[lang] ?? label?.en ?? id;
}

/** A country or city id of the reference lists, in the console's language. */
export function PlaceField({ kind, ...props }: FieldProps & { source: string; kind: 'country' | 'city' }) {
  const [lang] = useLocaleState();
  const value = useFieldValue(props) as string | null | undefined;
  return <span>{placeName(kind, value, lang)}</span>;
}

export const countryChoices = (lang: string) =>
  countries.map((c) => ({ id: c.id, name: (c.label as Record<string, string>)[lang] ?? c.id }));

/** Cities as "City — Country" in the console's language: staff search them by name, not by id. */
export const cityChoices = (lang: string) =>
  cities.map((c) => ({
    id: c.id,
    name: `${(c.label as Record<string, string>)[lang] ?? c.id} — ${placeName('country', c.countryId, lang)}`,
  }));

export const genderChoices = choicesOf(GENDERS, 'mw.gender');
