import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';
import { CompanyRegisterForm } from './CompanyRegisterForm';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /Auth/register/company: registration of a company account. */
export function CompanyRegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('company.title'));
  const { to } = useLocale();
  return (
    <section className="section container auth-page" aria-labelledby="company-title">
      <div className="card auth-card auth-card--wide">
        <h1 id="company-title">{t('company.title')}</h1>
        <p className="section__lead">{t('company.lead')}</p>
        <p className="auth-aside">
          {t('register.haveAccount')} <Link to={to('/Auth/login')}>{t('register.login')}</Link>
        </p>
        <CompanyRegisterForm />
        <p className="auth-aside">
          {t('company.individual')} <Link to={to('/Auth/register')}>{t('company.individualLink')}</Link>
        </p>
      </div>
    </section>
  );
}

export { CompanyRegisterPage as Component };
