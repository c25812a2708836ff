import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { SelectField, TextField } from '../../../lib/form/fields';
import { useLocale } from '../../../routes/use-locale';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { toOptions } from '../../../lib/reference/options';
import type { RegistrationForm } from './use-registration-form';

/** Where the member lives: the city list follows the chosen country. */
export function LocationFieldset({
  form,
  options,
}: {
  form: RegistrationForm;
  options: RegistrationOptions;
}) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const cities = options.cities.filter((c) => c.countryId === country);
  const countryField = form.registerChoice('country');
  // Cleared before the list changes, so the select never shows a city the form does not hold.
  const onCountryChange: typeof countryField.onChange = async (event) => {
    const city = options.cities.find((c) => c.id === form.getValues('city'));
    if (city && city.countryId !== event.target.value) form.resetField('city');
    return countryField.onChange(event);
  };
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.location')}</legend>
      <div className="form__row">
        <SelectField
          id="reg-country"
          label={t('fields.country')}
          placeholder={t('choose')}
          options={toOptions(options.countries, locale)}
          error={errors.country}
          registration={{ ...countryField, onChange: onCountryChange }}
        />
        <SelectField
          id="reg-city"
          label={t('fields.city')}
          placeholder={country ? t('choose') : t('hints.cityNeedsCountry')}
          options={toOptions(cities, locale)}
          error={errors.city}
          registration={form.registerChoice('city')}
        />
      </div>
      <TextField
        id="reg-address"
        label={t('fields.address')}
        autoComplete="street-address"
        error={errors.address}
        registration={form.register('address')}
      />
    </fieldset>
  );
}
