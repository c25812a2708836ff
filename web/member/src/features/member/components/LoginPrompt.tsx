import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoginHref } from '../use-login-href';

/** Spec §6 "Please login first", with the way in and the way back to this very page. */
export function LoginPrompt() {
  const { t } = useTranslation('member');
  const login = useLoginHref();
  const register = useLoginHref('/Auth/register');
  return (
    <div className="notice notice--login">
      <h2 className="notice__title">{t('loginFirst')}</h2>
      <p>{t('loginWhy')}</p>
      <div className="form__actions">
        <Link className="btn btn--primary" to={login}>
          {t('login')}
        </Link>
        <Link className="btn btn--ghost" to={register}>
          {t('register')}
        </Link>
      </div>
    </div>
  );
}
