import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../routes/use-locale';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { toOptions } from '../../../lib/reference/options';
import type { SearchForm } from '../lib/search-form';

/** The spec's three cities, offered first; every other city of the gazetteer follows by country. */
export const FIRST_CITIES = ['AE-SHJ', 'AE-DXB', 'AE-AUH'] as const;

/** The location filter: any city of the gazetteer, Sharjah, Dubai and Abu Dhabi first. */
export function LocationField({ form, options }: { form: SearchForm; options: RegistrationOptions }) {
  const { t } = useTranslation('search');
  const { locale } = useLocale();
  const error = form.formState.errors.location;
  const first = FIRST_CITIES.flatMap((id) => options.cities.filter((c) => c.id === id));
  const rest = new Set<string>(FIRST_CITIES);
  const groups = toOptions(options.countries, locale)
    .map((country) => ({
      country,
      cities: toOptions(
        options.cities.filter((c) => c.countryId === country.value && !rest.has(c.id)),
        locale,
      ),
    }))
    .filter((group) => group.cities.length > 0);
  return (
    <div className="field">
      <label htmlFor="search-location">{t('filters.location')}</label>
      <select
        id="search-location"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'search-location-error' : undefined}
        defaultValue=""
        {...form.registerChoice('location')}
      >
        <option value="">{t('filters.any')}</option>
        {toOptions(first, locale).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {groups.map(({ country, cities }) => (
          <optgroup key={country.value} label={country.label}>
            {cities.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {error?.message && (
        <p id="search-location-error" className="field__error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
