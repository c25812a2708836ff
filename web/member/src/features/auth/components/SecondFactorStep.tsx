import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '@mawadda/contracts/auth';
import { secondFactorSignInSchema, type SecondFactorChallenge } from '@mawadda/contracts/auth/two-factor';
import { FormAlert } from '../../../lib/form/FormAlert';
import { CodeField } from '../../../lib/form/CodeField';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { useFormFailure } from '../../../lib/form/use-form-failure';
import { useSpecForm } from '../../../lib/form/use-spec-form';
import { useToast } from '../../../lib/toast';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import { secondFactorSignIn } from '../api/second-factor-sign-in';

/**
 * The sign-in's second step, for an account with two-step sign-in: the app's 6-digit code, or one
 * of the recovery codes (a switch: a different keyboard, and no one-time-code autofill for it).
 * `enrol` is staff who have yet to set theirs up, which the staff console does.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn(session: Session): void;
  onRestart(): void;
}) {
  const { t } = useTranslation('auth');
  if (challenge.secondFactor === 'enrol')
    return (
      <section className="second-factor" aria-labelledby="second-factor-title">
        <h2 id="second-factor-title">{t('secondFactor.enrolTitle')}</h2>
        <p>{t('secondFactor.enrol')}</p>
        <div className="form__actions">
          {/* The console is another app: a full page load, not a route of this one. */}
          <a className="btn btn--primary" href="/admin">
            {t('secondFactor.toConsole')}
          </a>
          <button type="button" className="btn btn--ghost" onClick={onRestart}>
            {t('secondFactor.back')}
          </button>
        </div>
      </section>
    );
  return <CodeForm challenge={challenge.challenge} onSignedIn={onSignedIn} onRestart={onRestart} />;
}

function CodeForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn(session: Session): void;
  onRestart(): void;
}) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const toast = useToast();
  const [recovery, setRecovery] = useState(false);
  const form = useSpecForm(secondFactorSignInSchema, { defaultValues: { challenge, code: '' } });
  const failure = useFormFailure(form.setError, ['code']);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    failure.clear();
    try {
      const session = await secondFactorSignIn(input);
      if (session.recoveryCodesLeft !== undefined)
        toast.info(t('secondFactor.codesLeft', { left: formatNumber(session.recoveryCodesLeft, locale) }));
      onSignedIn(session);
    } catch (error) {
      failure.report(error);
    }
  });

  const switchKind = () => {
    setRecovery(!recovery);
    form.reset({ challenge, code: '' });
    failure.clear();
    // The field is drawn anew for the other kind of code; focus follows it.
    setTimeout(() => form.setFocus('code'));
  };

  return (
    <form
      className="form second-factor"
      noValidate
      aria-labelledby="second-factor-title"
      onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}
    >
      <h2 id="second-factor-title">{t('secondFactor.title')}</h2>
      <p className="section__lead">{t(recovery ? 'secondFactor.recoveryLead' : 'secondFactor.lead')}</p>
      <FormAlert title={t('secondFactor.failed')} message={failure.message} />
      <CodeField
        key={recovery ? 'recovery' : 'app'}
        id="second-factor-code"
        label={t(recovery ? 'secondFactor.recoveryCode' : 'secondFactor.code')}
        kind={recovery ? 'recovery' : 'one-time'}
        error={errors.code}
        registration={form.register('code')}
      />
      <div className="form__actions">
        <SubmitButton busy={isSubmitting}>{t('secondFactor.submit')}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={switchKind}>
          {t(recovery ? 'secondFactor.useApp' : 'secondFactor.useRecovery')}
        </button>
      </div>
      <p className="auth-aside">
        <button type="button" className="link-button" onClick={onRestart}>
          {t('secondFactor.back')}
        </button>
      </p>
    </form>
  );
}
