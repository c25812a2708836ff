import { useEffect, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import {
  changeEmailSchema,
  changePhoneSchema,
  type AddressKind,
  type ChangeEmail,
  type ChangePhone,
} from '@mawadda/contracts/auth/account-security';
import { FormAlert } from '../../../lib/form/FormAlert';
import { PasswordField } from '../../../lib/form/PasswordInput';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { EmailField, PhoneField } from '../../../lib/form/ContactFields';
import { startAddressChange } from '../api/start-address-change';

type Sent = (input: ChangeEmail | ChangePhone, expiresAt: string) => void;
type Props = { onSent: Sent; onCancel(): void };

/** The first step of a change: the new address and the current password (409 taken, 400 wrong password on their fields). */
export function AddressChangeForm({ kind, ...props }: Props & { kind: AddressKind }) {
  return kind === 'email' ? <EmailChangeForm {...props} /> : <PhoneChangeForm {...props} />;
}

function EmailChangeForm({ onSent, onCancel }: Props) {
  const form = useSpecForm(changeEmailSchema, { defaultValues: { email: '', currentPassword: '' } });
  const failure = useFormFailure(form.setError, ['email', 'currentPassword']);
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('email'), [setFocus]);
  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      onSent(input, (await startAddressChange('email', input)).expiresAt);
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <ChangeFrame
      kind="email"
      busy={isSubmitting}
      onSubmit={submit}
      onCancel={onCancel}
      formError={failure.message}
      password={{ registration: form.register('currentPassword'), error: errors.currentPassword }}
    >
      <EmailField id="change-email" error={errors.email} registration={form.register('email')} />
    </ChangeFrame>
  );
}

function PhoneChangeForm({ onSent, onCancel }: Props) {
  const form = useSpecForm(changePhoneSchema, { defaultValues: { phone: '', currentPassword: '' } });
  const failure = useFormFailure(form.setError, ['phone', 'currentPassword']);
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('phone'), [setFocus]);
  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      onSent(input, (await startAddressChange('phone', input)).expiresAt);
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <ChangeFrame
      kind="phone"
      busy={isSubmitting}
      onSubmit={submit}
      onCancel={onCancel}
      formError={failure.message}
      password={{ registration: form.register('currentPassword'), error: errors.currentPassword }}
    >
      <PhoneField id="change-phone" error={errors.phone} registration={form.register('phone')} />
    </ChangeFrame>
  );
}

function ChangeFrame({
  kind,
  busy,
  onSubmit,
  onCancel,
  formError,
  password,
  children,
}: {
  kind: AddressKind;
  busy: boolean;
  onSubmit(e: FormEvent): Promise<void>;
  onCancel(): void;
  formError?: string;
  password: { registration: UseFormRegisterReturn; error?: FieldError };
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <form className="form" noValidate onSubmit={(e) => (busy ? e.preventDefault() : void onSubmit(e))}>
      <p>{t(`address.${kind}.formLead`)}</p>
      <FormAlert title={t('address.failed')} message={formError} />
      {children}
      <PasswordField
        id={`change-${kind}-password`}
        label={t('fields.currentPassword')}
        purpose="current"
        {...password}
      />
      <div className="form__actions">
        <SubmitButton busy={busy}>{t('address.sendCode')}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </div>
    </form>
  );
}
