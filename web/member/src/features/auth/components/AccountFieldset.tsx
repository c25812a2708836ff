import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { PasswordFields } from '../../../lib/form/PasswordFields';
import type { RegistrationForm } from './use-registration-form';
import { EmailField, PhoneField } from '../../../lib/form/ContactFields';

/** How the member signs in: email, phone (with country code) and a password typed twice. */
export function AccountFieldset({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  // A password made of the member's own name or email is among the first a guesser tries.
  const related = useWatch({ control: form.control, name: ['email', 'fullName'] }) as string[];
  // Changing the password after the confirmation was filled must re-judge the confirmation.
  const recheckConfirm = () => {
    if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
  };
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
          registration: form.register('password', { onBlur: recheckConfirm }),
          error: errors.password,
        }}
        confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword }}
      />
    </fieldset>
  );
}
