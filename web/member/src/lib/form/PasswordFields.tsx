import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN } from '@mawadda/contracts/rules';
import { PasswordField } from './PasswordInput';

interface Props {
  idPrefix: string;
  password: { registration: UseFormRegisterReturn; error?: FieldError };
  confirm: { registration: UseFormRegisterReturn; error?: FieldError };
  /** What the member typed elsewhere on the form (email, name): the strength hint weighs it. */
  related?: string[];
  /** The labels, where the form says "new password" (change, reset). */
  labels?: { password: string; confirm: string };
}

/** A new password and its confirmation, side by side on wide screens. */
export function PasswordFields({ idPrefix, password, confirm, related, labels }: Props) {
  const { t } = useTranslation('auth');
  return (
    <div className="form__row">
      <PasswordField
        id={`${idPrefix}-password`}
        label={labels?.password ?? t('fields.password')}
        hint={t('hints.password', { min: PASSWORD_MIN })}
        purpose="new"
        related={related}
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={labels?.confirm ?? t('fields.confirmPassword')}
        purpose="confirm"
        {...confirm}
      />
    </div>
  );
}
