import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { GENDERS, SEARCH_MARITAL_STATES, SMOKING_FILTERS, type SearchQuery } from '@mawadda/contracts';
import { SelectField, TextField } from '../../../lib/form/fields';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { useLocale } from '../../../routes/use-locale';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { toOptions } from '../../../lib/reference/options';
import { asciiDigits } from '../../../lib/format';
import { searchFormSchema, type SearchForm } from '../lib/search-form';
import { blankFilters, filtersOf, type FilterValues } from '../lib/search-query';
import { LocationField } from './LocationField';

interface Props {
  /** The filters of the URL: the form shows them, and follows them on back and forward. */
  values: FilterValues;
  /** The URL's filters break the contract's rules: the form says where at once. */
  invalid: boolean;
  options: RegistrationOptions;
  onApply: (filters: FilterValues) => void;
  onReset: () => void;
}

/** Digits typed on an Arabic or Persian keyboard count as the digits they are. */
const digits = (value: unknown) => (typeof value === 'string' ? asciiDigits(value).trim() : value);

/**
 * The spec's search filters, checked with the API's own `searchQuerySchema` before anything is
 * sent, so a bad range is said under its field and the results stay. Blank means "any"; gender
 * blank is the server's default (the opposite gender of the member searching).
 */
export function SearchFilters({ values, invalid, options, onApply, onReset }: Props) {
  const { t } = useTranslation(['search', 'auth']);
  const { locale } = useLocale();
  const form = useSpecForm(searchFormSchema, { defaultValues: values });
  const { errors } = form.formState;
  const gender = useWatch({ control: form.control, name: 'gender' });
  const shown = JSON.stringify(values);

  useEffect(() => {
    form.reset(values);
    if (invalid) void form.trigger();
    // `shown` stands for `values`; the form object is stable.
  }, [shown, invalid]);

  const submit = form.handleSubmit((query: SearchQuery) => onApply(filtersOf(query)));
  const reset = () => {
    form.reset(blankFilters());
    onReset();
  };
  const context = gender || undefined;

  return (
    <form
      className="form search-form"
      role="search"
      aria-labelledby="search-filters-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <SelectField
        id="search-gender"
        label={t('filters.gender')}
        placeholder={t('filters.genderDefault')}
        required={false}
        options={GENDERS.map((g) => ({ value: g, label: t(`filters.genders.${g}`) }))}
        error={errors.gender}
        registration={form.registerChoice('gender')}
      />
      <RangeFieldset form={form} range="age" legend={t('filters.age')} />
      <SelectField
        id="search-maritalState"
        label={t('filters.maritalState')}
        placeholder={t('filters.any')}
        required={false}
        options={SEARCH_MARITAL_STATES.map((s) => ({ value: s, label: t(`auth:marital.${s}`, { context }) }))}
        error={errors.maritalState}
        registration={form.registerChoice('maritalState')}
      />
      <SelectField
        id="search-nationality"
        label={t('filters.nationality')}
        placeholder={t('filters.any')}
        required={false}
        options={toOptions(options.nationalities, locale)}
        error={errors.nationality}
        registration={form.registerChoice('nationality')}
      />
      <SelectField
        id="search-smoking"
        label={t('filters.smoking')}
        placeholder={t('filters.any')}
        required={false}
        options={SMOKING_FILTERS.map((s) => ({
          value: s,
          label: t(`filters.smokingOptions.${s}`, { context }),
        }))}
        error={errors.smoking}
        registration={form.registerChoice('smoking')}
      />
      <RangeFieldset form={form} range="height" legend={t('filters.height')} />
      <RangeFieldset form={form} range="weight" legend={t('filters.weight')} />
      <LocationField form={form} options={options} />
      <VerifiedOnlyField form={form} />
      <div className="form__actions search-form__actions">
        <button type="submit" className="btn btn--primary">
          {t('filters.apply')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={reset}>
          {t('filters.reset')}
        </button>
      </div>
    </form>
  );
}

/** A minimum and a maximum under one legend ("Age (years)": From, To). */
function RangeFieldset({
  form,
  range,
  legend,
}: {
  form: SearchForm;
  range: 'age' | 'height' | 'weight';
  legend: string;
}) {
  const { t } = useTranslation('search');
  const min = `${range}Min` as const;
  const max = `${range}Max` as const;
  const { errors } = form.formState;
  return (
    <fieldset className="search-range">
      <legend>{legend}</legend>
      <div className="search-range__inputs">
        <TextField
          id={`search-${min}`}
          label={t('filters.from')}
          inputMode="numeric"
          autoComplete="off"
          required={false}
          error={errors[min]}
          // Checking the minimum checks the maximum again: the pair's order is the maximum's rule.
          registration={form.register(min, { setValueAs: digits, deps: [max] })}
        />
        <TextField
          id={`search-${max}`}
          label={t('filters.to')}
          inputMode="numeric"
          autoComplete="off"
          required={false}
          error={errors[max]}
          registration={form.register(max, { setValueAs: digits })}
        />
      </div>
    </fieldset>
  );
}

/**
 * "Verified members only": the URL keeps `verifiedOnly=true`, unchecked is blank
 * ("any"), so the box writes the text the form holds rather than a boolean.
 */
function VerifiedOnlyField({ form }: { form: SearchForm }) {
  const { t } = useTranslation('search');
  const value = useWatch({ control: form.control, name: 'verifiedOnly' });
  return (
    <div className="form__field form__field--checkbox">
      <label htmlFor="search-verifiedOnly">
        <input
          id="search-verifiedOnly"
          type="checkbox"
          checked={value === 'true'}
          onChange={(e) =>
            form.setValue('verifiedOnly', e.target.checked ? 'true' : '', { shouldDirty: true })
          }
        />{' '}
        {t('filters.verifiedOnly')}
      </label>
    </div>
  );
}
