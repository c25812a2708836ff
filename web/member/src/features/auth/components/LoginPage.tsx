import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Session } from '@mawadda/contracts/auth';
import type { SecondFactorChallenge } from '@mawadda/contracts/auth/two-factor';
import { useLocale } from '../../../routes/use-locale';
import { LoginForm } from './LoginForm';
import { MethodSwitch, type ContactMethod } from './MethodSwitch';
import { SecondFactorStep } from './SecondFactorStep';
import { safeRedirect } from './safe-redirect';
import { startSession } from './start-session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /Auth/login: sign in with an email or a phone number, then back where the member was going. An
 * account with two-step sign-in answers a challenge instead of a session: its code step follows.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const { to } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<ContactMethod>('email');
  const [challenge, setChallenge] = useState<SecondFactorChallenge>();

  const onSignedIn = (session: Session) => {
    startSession(session.token);
    void navigate(safeRedirect(params.get('redirect')) ?? to('/'), { replace: true });
  };

  return (
    <section className="section container auth-page" aria-labelledby="login-title">
      <div className="card auth-card">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="section__lead">{t('login.lead')}</p>
        {challenge ? (
          <SecondFactorStep
            challenge={challenge}
            onSignedIn={onSignedIn}
            onRestart={() => setChallenge(undefined)}
          />
        ) : (
          <>
            <MethodSwitch name="login-method" legend={t('login.method')} value={mode} onChange={setMode} />
            {/* Each mode is its own form: switching starts it afresh with that mode's rules. */}
            <LoginForm key={mode} mode={mode} onSignedIn={onSignedIn} onChallenge={setChallenge} />
          </>
        )}
        <p className="auth-aside">
          {t('login.noAccount')} <Link to={to('/Auth/register')}>{t('login.register')}</Link>
        </p>
      </div>
    </section>
  );
}

export { LoginPage as Component };
