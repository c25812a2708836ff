import { useTranslation } from 'react-i18next';
import { EmailField, PhoneField } from '../../../lib/form/ContactFields';
import { SelectField } from '../../../lib/form/fields';
import { useLocale } from '../../../routes/use-locale';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { toOptions } from '../../../lib/reference/options';
import type { RegistrationForm } from './use-registration-form';

/** The addresses the account signs in with (each gets a code) and how a match may reach the member. */
export function ContactFieldset({ form, options }: { form: RegistrationForm; options: RegistrationOptions }) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { errors } = form.formState;
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.contact')}</legend>
      <EmailField id="reg-email" error={errors.email} registration={form.register('email')} />
      <PhoneField id="reg-phone" error={errors.phone} registration={form.register('phone')} />
      <SelectField
        id="reg-communicate"
        label={t('fields.communicate')}
        hint={t('hints.communicate')}
        placeholder={t('choose')}
        options={toOptions(options.communicationMethods, locale)}
        error={errors.communicate}
        registration={form.registerChoice('communicate')}
      />
    </fieldset>
  );
}
