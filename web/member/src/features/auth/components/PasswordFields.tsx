import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MIN } from '@mawadda/contracts/rules';
import { TextField } from '../../../lib/form/fields';

interface Props {
  idPrefix: string;
  password: { registration: UseFormRegisterReturn; error?: FieldError };
  confirm: { registration: UseFormRegisterReturn; error?: FieldError };
}

/** A new password and its confirmation, side by side on wide screens. */
export function PasswordFields({ idPrefix, password, confirm }: Props) {
  const { t } = useTranslation('auth');
  return (
    <div className="form__row">
      <TextField
        id={`${idPrefix}-password`}
        label={t('fields.password')}
        hint={t('hints.password', { min: PASSWORD_MIN })}
        type="password"
        autoComplete="new-password"
        {...password}
      />
      <TextField
        id={`${idPrefix}-confirm-password`}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...confirm}
      />
    </div>
  );
}
