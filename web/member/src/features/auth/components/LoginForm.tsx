import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type { LoginInput, Session } from '@mawadda/contracts/auth';
import { isSecondFactorChallenge, type SecondFactorChallenge } from '@mawadda/contracts/auth/two-factor';
import { ApiProblem } from '../../../lib/api';
import { PasswordField } from '../../../lib/form/PasswordInput';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { useLocale } from '../../../routes/use-locale';
import { login } from '../api/login';
import { FormAlert } from '../../../lib/form/FormAlert';
import { emailLoginSchema, phoneLoginSchema } from './form-schemas';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { EmailField, PhoneField } from '../../../lib/form/ContactFields';
import { Form } from '../../../lib/form/Form';
import type { ForgotState } from './ForgotPasswordPage';
import type { ContactMethod } from './MethodSwitch';

type Props = {
  onSignedIn(session: Session): void;
  /** The account has two-step sign-in: its second step takes over with this challenge. */
  onChallenge(challenge: SecondFactorChallenge): void;
};

/** One form per mode, each validated by its own branch of the shared login schema. */
export function LoginForm({ mode, ...props }: Props & { mode: ContactMethod }) {
  return mode === 'email' ? <EmailLoginForm {...props} /> : <PhoneLoginForm {...props} />;
}

function EmailLoginForm(props: Props) {
  const form = useSpecForm(emailLoginSchema, { defaultValues: { email: '', password: '' } });
  const failure = useFormFailure(form.setError, ['email', 'password']);
  const [refused, setRefused] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((input) => signIn(input, props, failure, setRefused));
  return (
    <LoginFrame
      busy={isSubmitting}
      onSubmit={submit}
      formError={failure.message}
      refused={refused}
      forgot={() => ({ email: form.getValues('email') })}
    >
      <EmailField
        id="login-email"
        autoComplete="username"
        error={errors.email}
        registration={form.register('email')}
      />
      <LoginPasswordField error={errors.password} registration={form.register('password')} />
    </LoginFrame>
  );
}

function PhoneLoginForm(props: Props) {
  const form = useSpecForm(phoneLoginSchema, { defaultValues: { phone: '', password: '' } });
  const failure = useFormFailure(form.setError, ['phone', 'password']);
  const [refused, setRefused] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((input) => signIn(input, props, failure, setRefused));
  return (
    <LoginFrame
      busy={isSubmitting}
      onSubmit={submit}
      formError={failure.message}
      refused={refused}
      forgot={() => ({ phone: form.getValues('phone') })}
    >
      <PhoneField
        id="login-phone"
        autoComplete="username"
        error={errors.phone}
        registration={form.register('phone')}
      />
      <LoginPasswordField error={errors.password} registration={form.register('password')} />
    </LoginFrame>
  );
}

async function signIn(
  input: LoginInput,
  { onSignedIn, onChallenge }: Props,
  failure: ReturnType<typeof useFormFailure>,
  setRefused: (refused: boolean) => void,
) {
  failure.clear();
  setRefused(false);
  try {
    const answer = await login(input);
    if (isSecondFactorChallenge(answer)) onChallenge(answer);
    else onSignedIn(answer);
  } catch (error) {
    // Wrong credentials: the way to a new password is offered right under the message.
    setRefused(error instanceof ApiProblem && error.status === 401);
    failure.report(error);
  }
}

function LoginFrame({
  busy,
  onSubmit,
  formError,
  refused,
  forgot,
  children,
}: {
  busy: boolean;
  onSubmit(e: FormEvent): Promise<void>;
  formError?: string;
  refused: boolean;
  /** What the forgotten-password page starts with: the address typed here (router state, never the URL). */
  forgot(): ForgotState;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const { to } = useLocale();
  const navigate = useNavigate();
  const forgotLink = (className: string) => (
    <Link
      className={className}
      to={to('/Auth/forgot-password')}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        // Read at the press, not at the last render: the field is not watched.
        void navigate(to('/Auth/forgot-password'), { state: forgot() });
      }}
    >
      {t('login.forgot')}
    </Link>
  );
  return (
    // A second press while the call runs is ignored rather than disabling the button (focus stays).
    <Form className="form" noValidate onSubmit={(e) => (busy ? e.preventDefault() : void onSubmit(e))}>
      <FormAlert title={t('login.failed')} message={formError} />
      {refused && formError && (
        <p className="auth-forgot auth-forgot--after-failure">
          {t('login.forgotLead')} {forgotLink('btn btn--ghost')}
        </p>
      )}
      {children}
      {!(refused && formError) && <p className="auth-forgot">{forgotLink('auth-forgot__link')}</p>}
      <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
    </Form>
  );
}

function LoginPasswordField({
  error,
  registration,
}: {
  error?: FieldError;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      id="login-password"
      label={t('fields.password')}
      purpose="current"
      error={error}
      registration={registration}
    />
  );
}
