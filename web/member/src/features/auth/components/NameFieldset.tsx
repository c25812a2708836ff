import { useTranslation } from 'react-i18next';
import { GENDERS } from '@mawadda/contracts/auth';
import { SelectField, TextField } from '../../../lib/form/fields';
import type { RegistrationForm } from './use-registration-form';

/**
 * The name other members see and the gender. One name only: the legal name, as on the ID, is
 * asked when the member verifies it (verification page), not from someone only looking around.
 */
export function NameFieldset({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  const genderField = form.registerChoice('gender');
  // A woman cannot register as married (the server refuses it too): a choice made before goes.
  const onGenderChange: typeof genderField.onChange = async (event) => {
    if (event.target.value === 'female' && form.getValues('maritalState') === 'married')
      form.resetField('maritalState');
    return genderField.onChange(event);
  };
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.name')}</legend>
      <TextField
        id="reg-full-name"
        label={t('fields.shownName')}
        hint={t('hints.shownName')}
        autoComplete="name"
        error={errors.fullName}
        registration={form.register('fullName')}
      />
      <SelectField
        id="reg-gender"
        label={t('fields.gender')}
        placeholder={t('choose')}
        options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        error={errors.gender}
        registration={{ ...genderField, onChange: onGenderChange }}
      />
    </fieldset>
  );
}
