import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  resetPasswordSchema,
  type ForgotPassword,
  type ResetPassword,
} from '@mawadda/contracts/auth/account-security';
import { FormAlert } from '../../../lib/form/FormAlert';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { formatWhen } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import { forgotPassword } from '../api/forgot-password';
import { resetPassword } from '../api/reset-password';
import { EmailField, PhoneField } from '../../../lib/form/ContactFields';
import { emailForgotSchema, phoneForgotSchema } from './form-schemas';
import type { ContactMethod } from './MethodSwitch';
import { PasswordFields } from '../../../lib/form/PasswordFields';
import { AccountNameForManagers } from '../../../lib/form/AccountNameForManagers';
import { CodeField } from '../../../lib/form/CodeField';
import { recheckConfirm } from '../../../lib/form/recheck-confirm';
import { ResendButton, ResendFeedback, useResend } from '../../../lib/form/Resend';

type Sent = (address: ForgotPassword, expiresAt: string) => void;

/** The API's reset schema, with what the form holds spelled out (its input type is `unknown`: it preprocesses). */
type ResetFormValues = {
  email?: string;
  phone?: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
};
const resetFormSchema = resetPasswordSchema as unknown as z.ZodType<ResetPassword, ResetFormValues>;

/** The first step: where to send the code. */
export function AskForCode({
  method,
  initial,
  onSent,
}: {
  method: ContactMethod;
  initial: string;
  onSent: Sent;
}) {
  return method === 'email' ? (
    <EmailAsk initial={initial} onSent={onSent} />
  ) : (
    <PhoneAsk initial={initial} onSent={onSent} />
  );
}

function EmailAsk({ initial, onSent }: { initial: string; onSent: Sent }) {
  const form = useSpecForm(emailForgotSchema, { defaultValues: { email: initial } });
  const failure = useFormFailure(form.setError, ['email']);
  const submit = form.handleSubmit((input) => ask(input, onSent, failure));
  return (
    <AskFrame busy={form.formState.isSubmitting} onSubmit={submit} formError={failure.message}>
      <EmailField
        id="forgot-email"
        autoComplete="username"
        error={form.formState.errors.email}
        registration={form.register('email')}
      />
    </AskFrame>
  );
}

function PhoneAsk({ initial, onSent }: { initial: string; onSent: Sent }) {
  const form = useSpecForm(phoneForgotSchema, { defaultValues: { phone: initial } });
  const failure = useFormFailure(form.setError, ['phone']);
  const submit = form.handleSubmit((input) => ask(input, onSent, failure));
  return (
    <AskFrame busy={form.formState.isSubmitting} onSubmit={submit} formError={failure.message}>
      <PhoneField
        id="forgot-phone"
        autoComplete="username"
        error={form.formState.errors.phone}
        registration={form.register('phone')}
      />
    </AskFrame>
  );
}

async function ask(input: ForgotPassword, onSent: Sent, failure: ReturnType<typeof useFormFailure>) {
  failure.clear();
  try {
    onSent(input, (await forgotPassword(input)).expiresAt);
  } catch (error) {
    failure.report(error);
  }
}

function AskFrame({
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
  const { t } = useTranslation('account');
  return (
    <form className="form" noValidate onSubmit={(e) => (busy ? e.preventDefault() : void onSubmit(e))}>
      <FormAlert title={t('forgot.failed')} message={formError} />
      {children}
      <SubmitButton busy={busy}>{t('forgot.send')}</SubmitButton>
    </form>
  );
}

const addressOf = (address: ForgotPassword) => ('email' in address ? address.email : address.phone);

/**
 * The second step: the code and the new password. The address rides along as the form's value
 * (checked at the first step) and in a hidden `username` field, so a password manager saves the
 * new password for the right account.
 */
export function ResetWithCode({
  address,
  expiresAt,
  onDone,
  onOtherAddress,
}: {
  address: ForgotPassword;
  expiresAt: string;
  onDone(): void;
  onOtherAddress(): void;
}) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const form = useSpecForm(resetFormSchema, {
    defaultValues: { ...address, code: '', newPassword: '', confirmPassword: '' },
  });
  const failure = useFormFailure(form.setError, ['code', 'newPassword', 'confirmPassword']);
  const [until, setUntil] = useState(expiresAt);
  const resend = useResend(async () => setUntil((await forgotPassword(address)).expiresAt));
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      await resetPassword(input);
      onDone();
    } catch (error) {
      failure.report(error);
    }
  });

  const shown = addressOf(address);
  return (
    <form
      className="form"
      noValidate
      aria-labelledby="reset-title"
      onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}
    >
      <h2 id="reset-title">{t('forgot.codeTitle')}</h2>
      <p className="section__lead">
        {t('forgot.sent', { address: '\u2068' + shown + '\u2069', time: formatWhen(until, locale) })}
      </p>
      <AccountNameForManagers value={shown} />
      <FormAlert title={t('forgot.resetFailed')} message={failure.message} />
      <CodeField
        id="reset-code"
        label={t('forgot.code')}
        error={errors.code}
        registration={form.register('code')}
      />
      <PasswordFields
        idPrefix="reset"
        labels={{ password: t('forgot.newPassword'), confirm: t('forgot.confirmPassword') }}
        related={[shown]}
        password={{
          registration: form.register('newPassword', { onBlur: recheckConfirm(form) }),
          error: errors.newPassword,
        }}
        confirm={{ registration: form.register('confirmPassword'), error: errors.confirmPassword }}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('forgot.submit')}</SubmitButton>
      </div>
      <div className="auth-resend">
        <p>{t('forgot.notReceived')}</p>
        <div className="form__actions">
          <ResendButton resend={resend}>{t('forgot.resend')}</ResendButton>
          <button type="button" className="btn btn--ghost" onClick={onOtherAddress}>
            {t('forgot.otherAddress')}
          </button>
        </div>
        <ResendFeedback resend={resend} sent={t('forgot.resent')} />
      </div>
    </form>
  );
}
