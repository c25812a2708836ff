import { useTranslation } from 'react-i18next';
import { PasswordFields } from '../../../lib/form/PasswordFields';
import { recheckConfirm } from '../../../lib/form/recheck-confirm';
import type { RegistrationForm } from './use-registration-form';

/** The password, typed twice. */
export function PasswordFieldset({ form }: { form: RegistrationForm }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  // A password made of the member's own name or email is among the first a guesser tries; both
  // were asked on earlier steps, so they are read once here.
  const related = [form.getValues('email'), form.getValues('fullName')];
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('register.sections.password')}</legend>
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
