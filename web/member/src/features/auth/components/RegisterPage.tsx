import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';
import { RegisterForm } from './RegisterForm';
import { registrationOptions } from '../../../lib/reference/registration-options';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /Auth/register: individual registration, its choices (countries, cities…) shipped with the site. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const { to } = useLocale();
  return (
    <section className="section container auth-page" aria-labelledby="register-title">
      <div className="card auth-card auth-card--wide">
        <h1 id="register-title">{t('register.title')}</h1>
        <p className="section__lead">{t('register.lead')}</p>
        <p className="auth-aside">
          {t('register.haveAccount')} <Link to={to('/Auth/login')}>{t('register.login')}</Link>
        </p>
        <RegisterForm options={registrationOptions} />
        <p className="auth-aside">
          {t('register.company')} <Link to={to('/Auth/register/company')}>{t('register.companyLink')}</Link>
        </p>
      </div>
    </section>
  );
}

export { RegisterPage as Component };
