import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { PasswordFields } from '../../../lib/form/PasswordFields';
import { recheckConfirm } from '../../../lib/form/recheck-confirm';
import type { RegistrationForm } from './use-registration-form';
import { EmailField, PhoneField } from '../../../lib/form/ContactFields';

/** How the member signs in: email, phone (with country code) and a password typed twice. */
export function AccountFieldset({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  // A password made of the member's own name or email is among the first a guesser tries.
  const related = useWatch({ control: form.control, name: ['email', 'fullName'] }) as string[];
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.account')}</legend>
      <div className="form__row">
        <EmailField id="reg-email" error={errors.email} registration={form.register('email')} />
        <PhoneField id="reg-phone" error={errors.phone} registration={form.register('phone')} />
      </div>
      <PasswordFields
        idPrefix="reg"
        related={related}
        password={{
          registration: form.register('password', { onBlur: recheckConfirm(form) }),
          error: errors.password,
        }}
        confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword }}
      />
    </fieldset>
  );
}
