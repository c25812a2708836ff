import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { verificationCodeRule, type PendingRegistration } from '@mawadda/contracts/auth';
import { ApiProblem } from '../../../lib/api';
import { FormAlert } from '../../../lib/form/FormAlert';
import { CodeField } from '../../../lib/form/CodeField';
import { ResendButton, useResend } from '../../../lib/form/Resend';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { confirmRegistration } from '../api/confirm-registration';
import { resendRegistration } from '../api/resend-registration';
import { clearPendingRegistration } from '../pending-registration';
import { startSession } from './start-session';

const codesSchema = z.object({ emailCode: verificationCodeRule, phoneCode: verificationCodeRule });
const FIELDS = ['emailCode', 'phoneCode'] as const;

/**
 * Registration's second step: the code mailed to the email and the one texted to the phone. Both
 * right signs the member in, as the one-step registration did. The API answers alike whether an
 * address was taken, so this step cannot tell either: a missing code is explained in general.
 */
export function ConfirmCodesStep({
  pending,
  initialEmailCode = '',
  successMessage,
  onRestart,
}: {
  pending: PendingRegistration;
  initialEmailCode?: string;
  /** What the toast says once signed in (individual or company). */
  successMessage: string;
  /** Back to the form (the registration expired or the member wants to fix an address). */
  onRestart: () => void;
}) {
  const { t } = useTranslation('verify');
  const { to } = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useSpecForm(codesSchema, { defaultValues: { emailCode: initialEmailCode, phoneCode: '' } });
  const failure = useFormFailure(form.setError, FIELDS);
  const [expired, setExpired] = useState(false);
  // Either answer can say the registration has expired: then only starting again is offered.
  const noteExpiry = (error: unknown) => {
    if (error instanceof ApiProblem && error.problem.code === 'registration_expired') {
      clearPendingRegistration();
      setExpired(true);
    }
  };
  const resend = useResend(async () => {
    try {
      await resendRegistration(pending.registrationId);
    } catch (error) {
      noteExpiry(error);
      throw error;
    }
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (codes) => {
    failure.clear();
    try {
      const session = await confirmRegistration({ registrationId: pending.registrationId, ...codes });
      clearPendingRegistration();
      startSession(session.token);
      toast.success(successMessage);
      void navigate(to('/'), { replace: true });
    } catch (error) {
      noteExpiry(error);
      failure.report(error);
    }
  });

  return (
    <form
      className="form auth-form verify-codes"
      noValidate
      aria-labelledby="verify-codes-title"
      onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}
    >
      <h2 id="verify-codes-title">{t('confirm.title')}</h2>
      <p className="section__lead">{t('confirm.lead')}</p>
      <div className="form__row">
        <CodeField
          id="verify-email-code"
          label={t('confirm.emailCode')}
          error={errors.emailCode}
          registration={form.register('emailCode')}
        />
        <CodeField
          id="verify-phone-code"
          label={t('confirm.phoneCode')}
          error={errors.phoneCode}
          registration={form.register('phoneCode')}
        />
      </div>
      <FormAlert title={t('confirm.failed')} message={failure.message ?? resend.error} />
      {resend.done && (
        <p className="form__notice" role="status">
          {t('confirm.resent')}
        </p>
      )}
      <p className="auth-aside">{t('confirm.notReceived')}</p>
      <div className="form__actions">
        {expired ? (
          <button type="button" className="btn btn--primary" onClick={onRestart}>
            {t('confirm.restart')}
          </button>
        ) : (
          <>
            <SubmitButton busy={isSubmitting}>{t('confirm.submit')}</SubmitButton>
            <ResendButton resend={resend}>{t('confirm.resend')}</ResendButton>
            <button type="button" className="btn btn--link" onClick={onRestart}>
              {t('confirm.changeDetails')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
