import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoginHref } from '../hooks/use-login-href';

/** A visitor sees the plans and prices; trying or buying needs an account (spec §6 "Please login first"). */
export function GuestPanel() {
  const { t } = useTranslation('billing');
  const login = useLoginHref()();
  const register = useLoginHref('/Auth/register')();
  return (
    <section className="notice notice--login" aria-labelledby="billing-guest-title">
      <h2 id="billing-guest-title" className="notice__title">
        {t('guest.title')}
      </h2>
      <p>{t('guest.body')}</p>
      <div className="form__actions">
        <Link className="btn btn--primary" to={login}>
          {t('guest.login')}
        </Link>
        <Link className="btn btn--ghost" to={register}>
          {t('guest.register')}
        </Link>
      </div>
    </section>
  );
}
