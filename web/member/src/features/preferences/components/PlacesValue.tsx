import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { cities, countries, nationalities, type Option } from '@mawadda/contracts/reference';
import { errorAt, type WishKit } from '../lib/preferences-form';

export type PlaceWish = 'countries' | 'cities' | 'nationalities';

/** Matching ignores case and Arabic vowel marks, so "دبي" finds "دُبي" and "du" finds "Dubai". */
const fold = (s: string) => s.toLocaleLowerCase().replace(/[\u064B-\u0652\u0640]/g, '');

/**
 * A searchable checklist of a reference list (countries, cities, nationalities): what is chosen
 * stays in view as removable chips above the search, and the list under it narrows as one types.
 * Cities narrow to the countries chosen, when there are some.
 */
export function PlacesValue({ form, labels, wish }: WishKit & { wish: PlaceWish }) {
  const { t, locale } = labels;
  const id = useId();
  const [query, setQuery] = useState('');
  const { field } = useController({ control: form.control, name: `${wish}.value` });
  const chosen = (field.value ?? []) as string[];
  const chosenCountries = useWatch({ control: form.control, name: 'countries' });
  const countryIds =
    wish === 'cities' && chosenCountries.importance !== 'any' ? (chosenCountries.value as string[]) : [];

  const name = (o: Option) => o.label[locale] || o.label.ar;
  const countryName = (code: string) => {
    const found = countries.find((c) => c.id === code);
    return found ? name(found) : code;
  };
  const all: { id: string; label: string; detail?: string; countryId?: string }[] =
    wish === 'cities'
      ? cities.map((c) => ({ id: c.id, label: name(c), detail: countryName(c.countryId), countryId: c.countryId }))
      : (wish === 'countries' ? countries : nationalities).map((o) => ({ id: o.id, label: name(o) }));
  const byId = new Map(all.map((o) => [o.id, o]));
  const list = countryIds.length ? all.filter((o) => countryIds.includes(o.countryId!)) : all;
  const needle = fold(query.trim());
  const shown = needle
    ? list.filter((o) => fold(`${o.label} ${o.detail ?? ''} ${o.id}`).includes(needle))
    : list;

  const toggle = (placeId: string, on: boolean) =>
    field.onChange(on ? [...chosen, placeId] : chosen.filter((c) => c !== placeId));
  const error = errorAt(form, `${wish}.value`);
  const errorId = `${id}-error`;

  return (
    <div className="places">
      {chosen.length > 0 && (
        <ul className="places__chosen" aria-label={t('places.chosen', { count: chosen.length })}>
          {chosen.map((placeId) => {
            const label = byId.get(placeId)?.label ?? placeId;
            return (
              <li key={placeId}>
                <bdi>{label}</bdi>
                <button
                  type="button"
                  className="places__remove"
                  aria-label={t('places.remove', { name: label })}
                  onClick={() => toggle(placeId, false)}
                >
                  <X className="icon" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="field">
        <label htmlFor={`${id}-search`}>{t(`places.search.${wish}`)}</label>
        <input
          id={`${id}-search`}
          ref={field.ref}
          type="search"
          value={query}
          autoComplete="off"
          aria-controls={`${id}-list`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setQuery(e.target.value)}
          onBlur={field.onBlur}
        />
      </div>
      <div id={`${id}-list`} className="places__list" role="group" aria-label={t(`places.search.${wish}`)}>
        {shown.length === 0 && <p className="field__hint">{t('places.none', { query: query.trim() })}</p>}
        {shown.map((o) => (
          <label key={o.id} className="places__option">
            <input
              type="checkbox"
              checked={chosen.includes(o.id)}
              onChange={(e) => toggle(o.id, e.target.checked)}
            />
            <span>
              {o.label}
              {o.detail && <span className="places__detail"> · {o.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      {error?.message && (
        <p id={errorId} className="field__error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
