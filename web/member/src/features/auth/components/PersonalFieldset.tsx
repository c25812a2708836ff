import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { GENDERS, MARITAL_STATES } from '@mawadda/contracts/auth';
import { SelectField, TextField } from '../../../lib/form/fields';
import { useLocale } from '../../../routes/use-locale';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { toOptions } from '../../../lib/reference/options';
import type { RegistrationForm } from './use-registration-form';

/** Who the member is: names, gender, birth date, nationality and marital status. */
export function PersonalFieldset({
  form,
  options,
}: {
  form: RegistrationForm;
  options: RegistrationOptions;
}) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { errors } = form.formState;
  const gender = useWatch({ control: form.control, name: 'gender' });
  const genderField = form.registerChoice('gender');
  // A woman cannot register as married (the server refuses it too), so she is not offered it.
  const maritalStates = MARITAL_STATES.filter((s) => !(gender === 'female' && s === 'married'));
  const onGenderChange: typeof genderField.onChange = async (event) => {
    if (event.target.value === 'female' && form.getValues('maritalState') === 'married')
      form.resetField('maritalState');
    return genderField.onChange(event);
  };
  const optional = (label: string) => `${label} ${t('hints.optionalMark')}`;
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.personal')}</legend>
      <TextField
        id="reg-full-name"
        label={t('fields.fullName')}
        hint={t('hints.fullName')}
        autoComplete="name"
        error={errors.fullName}
        registration={form.register('fullName')}
      />
      <div className="form__row">
        <TextField
          id="reg-full-name-en"
          label={optional(t('fields.fullNameEn'))}
          dir="ltr"
          required={false}
          error={errors.fullNameEn}
          registration={form.register('fullNameEn')}
        />
        <TextField
          id="reg-full-name-ar"
          label={optional(t('fields.fullNameAr'))}
          dir="rtl"
          required={false}
          error={errors.fullNameAr}
          registration={form.register('fullNameAr')}
        />
      </div>
      <div className="form__row">
        <SelectField
          id="reg-gender"
          label={t('fields.gender')}
          placeholder={t('choose')}
          options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          error={errors.gender}
          registration={{ ...genderField, onChange: onGenderChange }}
        />
        <TextField
          id="reg-birth-date"
          label={t('fields.birthDate')}
          hint={t('hints.birthDate')}
          type="date"
          autoComplete="bday"
          error={errors.birthDate}
          registration={form.register('birthDate')}
        />
      </div>
      <div className="form__row">
        <SelectField
          id="reg-nationality"
          label={t('fields.nationality')}
          placeholder={t('choose')}
          options={toOptions(options.nationalities, locale)}
          error={errors.nationality}
          registration={form.registerChoice('nationality')}
        />
        <SelectField
          id="reg-marital-state"
          label={t('fields.maritalState')}
          placeholder={t('choose')}
          // Arabic, Urdu and Persian word these by gender (أعزب / عزباء); the context picks the form.
          options={maritalStates.map((s) => ({ value: s, label: t(`marital.${s}`, { context: gender }) }))}
          error={errors.maritalState}
          registration={form.registerChoice('maritalState')}
        />
      </div>
    </fieldset>
  );
}
