import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Session } from '@mawadda/contracts/auth';
import { useLocale } from '../../../routes/use-locale';
import { LoginForm, type LoginMode } from './LoginForm';
import { safeRedirect } from './safe-redirect';
import { startSession } from './start-session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /Auth/login: sign in with an email or a phone number, then back where the member was going. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const { to } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>('email');

  const onSignedIn = (session: Session) => {
    startSession(session.token);
    void navigate(safeRedirect(params.get('redirect')) ?? to('/'), { replace: true });
  };

  return (
    <section className="section container auth-page" aria-labelledby="login-title">
      <div className="card auth-card">
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="section__lead">{t('login.lead')}</p>
        <fieldset className="auth-switch">
          <legend>{t('login.method')}</legend>
          {(['email', 'phone'] as const).map((m) => (
            <label key={m} className="auth-switch__option">
              <input
                type="radio"
                name="login-method"
                value={m}
                checked={mode === m}
                onChange={() => setMode(m)}
              />
              <span>{t(m === 'email' ? 'login.byEmail' : 'login.byPhone')}</span>
            </label>
          ))}
        </fieldset>
        {/* Each mode is its own form: switching starts it afresh with that mode's rules. */}
        <LoginForm key={mode} mode={mode} onSignedIn={onSignedIn} />
        <p className="auth-aside">
          {t('login.noAccount')} <Link to={to('/Auth/register')}>{t('login.register')}</Link>
        </p>
      </div>
    </section>
  );
}

export { LoginPage as Component };
