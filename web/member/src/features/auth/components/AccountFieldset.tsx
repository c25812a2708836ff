import { useTranslation } from 'react-i18next';
import { TextField } from '../../../lib/form/fields';
import { PasswordFields } from './PasswordFields';
import type { RegistrationForm } from './use-registration-form';

/** How the member signs in: email, phone (with country code) and a password typed twice. */
export function AccountFieldset({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  // Changing the password after the confirmation was filled must re-judge the confirmation.
  const recheckConfirm = () => {
    if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
  };
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.account')}</legend>
      <div className="form__row">
        <TextField
          id="reg-email"
          label={t('fields.email')}
          type="email"
          inputMode="email"
          dir="ltr"
          autoComplete="email"
          error={errors.email}
          registration={form.register('email')}
        />
        <TextField
          id="reg-phone"
          label={t('fields.phone')}
          hint={t('hints.phone')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          error={errors.phone}
          registration={form.register('phone')}
        />
      </div>
      <PasswordFields
        idPrefix="reg"
        password={{
          registration: form.register('password', { onBlur: recheckConfirm }),
          error: errors.password,
        }}
        confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword }}
      />
    </fieldset>
  );
}
