import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { LoginInput, Session } from '@mawadda/contracts/auth';
import { TextField } from '../../../lib/form/fields';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { login } from '../api/login';
import { FormAlert } from '../../../lib/form/FormAlert';
import { emailLoginSchema, phoneLoginSchema } from './form-schemas';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { EmailField, PhoneField } from './ContactFields';
import { Form } from '../../../lib/form/Form';

export type LoginMode = 'email' | 'phone';
type Props = { onSignedIn(session: Session): void };

/** One form per mode, each validated by its own branch of the shared login schema. */
export function LoginForm({ mode, onSignedIn }: Props & { mode: LoginMode }) {
  return mode === 'email' ? (
    <EmailLoginForm onSignedIn={onSignedIn} />
  ) : (
    <PhoneLoginForm onSignedIn={onSignedIn} />
  );
}

function EmailLoginForm({ onSignedIn }: Props) {
  const form = useSpecForm(emailLoginSchema, { defaultValues: { email: '', password: '' } });
  const failure = useFormFailure(form.setError, ['email', 'password']);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((input) => signIn(input, onSignedIn, failure));
  return (
    <LoginFrame busy={isSubmitting} onSubmit={submit} formError={failure.message}>
      <EmailField
        id="login-email"
        autoComplete="username"
        error={errors.email}
        registration={form.register('email')}
      />
      <PasswordField error={errors.password} registration={form.register('password')} />
    </LoginFrame>
  );
}

function PhoneLoginForm({ onSignedIn }: Props) {
  const form = useSpecForm(phoneLoginSchema, { defaultValues: { phone: '', password: '' } });
  const failure = useFormFailure(form.setError, ['phone', 'password']);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((input) => signIn(input, onSignedIn, failure));
  return (
    <LoginFrame busy={isSubmitting} onSubmit={submit} formError={failure.message}>
      <PhoneField id="login-phone" error={errors.phone} registration={form.register('phone')} />
      <PasswordField error={errors.password} registration={form.register('password')} />
    </LoginFrame>
  );
}

async function signIn(
  input: LoginInput,
  onSignedIn: Props['onSignedIn'],
  failure: ReturnType<typeof useFormFailure>,
) {
  failure.clear();
  try {
    onSignedIn(await login(input));
  } catch (error) {
    failure.report(error);
  }
}

function LoginFrame({
  busy,
  onSubmit,
  formError,
  children,
}: {
  busy: boolean;
  onSubmit(e: FormEvent): Promise<void>;
  formError?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    // A second press while the call runs is ignored rather than disabling the button (focus stays).
    <Form className="form" noValidate onSubmit={(e) => (busy ? e.preventDefault() : void onSubmit(e))}>
      <FormAlert title={t('login.failed')} message={formError} />
      {children}
      <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
    </Form>
  );
}

function PasswordField({ error, registration }: { error?: FieldError; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id="login-password"
      label={t('fields.password')}
      type="password"
      autoComplete="current-password"
      error={error}
      registration={registration}
    />
  );
}
