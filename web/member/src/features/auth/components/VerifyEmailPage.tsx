import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { problemMessage } from '../../../lib/problem-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { confirmEmailToken } from '../api/confirm-email-token';
import { readPendingRegistration } from '../pending-registration';
import { ConfirmCodesStep } from './ConfirmCodesStep';

/**
 * /verify-email: where the mailed links land. `?registration=…&code=…` (registration) fills the
 * email code of the confirm step when this browser holds that registration, else shows the code
 * to type where the form was filled; `?token=…` (an account's email) confirms it, signed in or not.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('verify');
  useDocumentTitle(t('verifyEmail.title'));
  const [params] = useSearchParams();
  const registration = params.get('registration');
  const token = params.get('token');
  return (
    <section className="section container auth-page" aria-labelledby="verify-email-title">
      <div className="card auth-card">
        <h1 id="verify-email-title">{t('verifyEmail.title')}</h1>
        {registration ? (
          <RegistrationLink registrationId={registration} code={params.get('code') ?? ''} />
        ) : token ? (
          <EmailToken token={token} />
        ) : (
          <p role="alert">{t('verifyEmail.missing')}</p>
        )}
      </div>
    </section>
  );
}

function RegistrationLink({ registrationId, code }: { registrationId: string; code: string }) {
  const { t } = useTranslation('verify');
  const { t: tAuth } = useTranslation('auth');
  const { to } = useLocale();
  const navigate = useNavigate();
  const pending = readPendingRegistration(registrationId);
  if (!pending)
    return (
      <p className="verify-other-device">
        {t('verifyEmail.otherDevice')} <strong dir="ltr">{/^\d{6}$/.test(code) ? code : ''}</strong>
      </p>
    );
  return (
    <ConfirmCodesStep
      pending={pending}
      initialEmailCode={/^\d{6}$/.test(code) ? code : ''}
      successMessage={tAuth('register.success')}
      onRestart={() => void navigate(to('/Auth/register'))}
    />
  );
}

function EmailToken({ token }: { token: string }) {
  const { t } = useTranslation('verify');
  const { to, locale } = useLocale();
  const [state, setState] = useState<
    { status: 'checking' | 'verified' } | { status: 'failed'; message: string }
  >({ status: 'checking' });
  // The token works once: a second call (StrictMode's double effect) would answer "used".
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmEmailToken(token).then(
      () => setState({ status: 'verified' }),
      (error: unknown) => setState({ status: 'failed', message: problemMessage(error, locale) }),
    );
  }, [token, locale]);

  if (state.status === 'checking') return <p role="status">{t('verifyEmail.checking')}</p>;
  return (
    <>
      {state.status === 'failed' ? (
        <p role="alert" className="verify-result verify-result--failed">
          {state.message}
        </p>
      ) : (
        <p role="status" className="verify-result verify-result--ok">
          {t('verifyEmail.verified')}
        </p>
      )}
      <p className="auth-aside">
        <Link to={to('/verification')}>{t('verifyEmail.toVerification')}</Link> ·{' '}
        <Link to={to('/')}>{t('verifyEmail.home')}</Link>
      </p>
    </>
  );
}

export { VerifyEmailPage as Component };
