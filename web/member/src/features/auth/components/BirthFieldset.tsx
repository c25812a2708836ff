import { useTranslation } from 'react-i18next';
import { DateSelectField } from '../../../lib/form/DateSelectField';
import { SelectField } from '../../../lib/form/fields';
import { useLocale } from '../../../routes/use-locale';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { toOptions } from '../../../lib/reference/options';
import type { RegistrationForm } from './use-registration-form';

/** When the member was born (day, month by name, year) and their nationality. */
export function BirthFieldset({ form, options }: { form: RegistrationForm; options: RegistrationOptions }) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { errors } = form.formState;
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.birth')}</legend>
      <DateSelectField
        id="reg-birth-date"
        label={t('fields.birthDate')}
        hint={t('hints.birthDate')}
        control={form.control}
        name="birthDate"
      />
      <SelectField
        id="reg-nationality"
        label={t('fields.nationality')}
        placeholder={t('choose')}
        options={toOptions(options.nationalities, locale)}
        error={errors.nationality}
        registration={form.registerChoice('nationality')}
      />
    </fieldset>
  );
}
