import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { MARITAL_STATES } from '@mawadda/contracts';
import type { RegistrationOptions } from '../../../../lib/reference/registration-options';
import { toOptions } from '../../../../lib/reference/options';
import { DateSelectField } from '../../../../lib/form/DateSelectField';
import { isRequiredField } from '../../lib/profile-form';
import { ChoiceField, fieldLabel, LanguagesField, TextInput, type FieldsetProps } from './fields';

/** Names, birth date, nationality, marital status, where the member lives and why they are here. */
export function BasicFields({
  form,
  labels,
  options,
  gender,
}: FieldsetProps & { options: RegistrationOptions }) {
  const { t } = useTranslation(['profile', 'auth']);
  const { locale } = labels;
  const country = useWatch({ control: form.control, name: 'country' });
  const cities = options.cities.filter((c) => c.countryId === country);
  const countryField = form.registerChoice('country');
  // A city of the old country is cleared before the list changes, so the select never shows a
  // city the form does not hold; the member then picks one in the new country.
  const onCountryChange: typeof countryField.onChange = async (event) => {
    const city = options.cities.find((c) => c.id === form.getValues('city'));
    if (city && city.countryId !== event.target.value) form.setValue('city', '', { shouldDirty: true });
    return countryField.onChange(event);
  };
  // A married woman cannot look for another husband (the API refuses it too).
  const maritalStates = MARITAL_STATES.filter((s) => !(gender === 'female' && s === 'married'));
  const kit = { form, labels, gender };

  return (
    <fieldset className="auth-fieldset">
      <legend>{t('sections.basic')}</legend>
      <TextInput {...kit} name="fullName" autoComplete="name" />
      <div className="form__row">
        <TextInput {...kit} name="fullNameEn" dir="ltr" />
        <TextInput {...kit} name="fullNameAr" dir="rtl" />
      </div>
      <div className="form__row">
        <TextInput {...kit} name="firstName" autoComplete="given-name" />
        <TextInput {...kit} name="lastName" autoComplete="family-name" />
      </div>
      <div className="form__row">
        {/* Day, month by name and year, as at registration: not the browser's mm/dd/yyyy picker. */}
        <DateSelectField
          id="pf-birthDate"
          label={fieldLabel(labels, 'birthDate', isRequiredField('birthDate'))}
          control={form.control}
          name="birthDate"
        />
        <ChoiceField {...kit} name="nationality" options={toOptions(options.nationalities, locale)} />
      </div>
      <LanguagesField {...kit} />
      <ChoiceField
        {...kit}
        name="maritalState"
        options={maritalStates.map((s) => ({
          value: s,
          label: t(`auth:marital.${s}`, { context: gender ?? undefined }),
        }))}
      />
      <div className="form__row">
        <ChoiceField
          {...kit}
          name="country"
          options={toOptions(options.countries, locale)}
          registration={{ ...countryField, onChange: onCountryChange }}
        />
        <ChoiceField
          {...kit}
          name="city"
          placeholder={country ? undefined : t('form.cityNeedsCountry')}
          options={toOptions(cities, locale)}
        />
      </div>
      <TextInput {...kit} name="address" autoComplete="street-address" />
      <div className="form__row">
        <ChoiceField {...kit} name="siteObjectiveId" options={toOptions(options.siteObjectives, locale)} />
        <ChoiceField {...kit} name="communicate" options={toOptions(options.communicationMethods, locale)} />
      </div>
    </fieldset>
  );
}
