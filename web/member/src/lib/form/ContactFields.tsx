import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './fields';

interface Props {
  id: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
}

/** Email as every auth form asks it: left to right in every language, the email keyboard on phones. */
export function EmailField({
  id,
  error,
  registration,
  autoComplete = 'email',
}: Props & { autoComplete?: string }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={t('fields.email')}
      type="email"
      inputMode="email"
      dir="ltr"
      autoComplete={autoComplete}
      error={error}
      registration={registration}
    />
  );
}

/**
 * Mobile number with the country-code hint, left to right, the phone keypad on phones. Where it
 * names the account (sign-in, forgotten password) it is the `username` a password manager keeps.
 */
export function PhoneField({
  id,
  error,
  registration,
  autoComplete = 'tel',
}: Props & { autoComplete?: string }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={t('fields.phone')}
      hint={t('hints.phone')}
      type="tel"
      inputMode="tel"
      dir="ltr"
      autoComplete={autoComplete}
      error={error}
      registration={registration}
    />
  );
}
