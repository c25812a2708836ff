import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';
import { RegisterForm } from './RegisterForm';
import { useRegistrationOptions } from '../../../lib/reference/use-registration-options';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /Auth/register: individual registration. The form waits for its choices (countries, cities…). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.title'));
  const { to } = useLocale();
  const options = useRegistrationOptions();
  return (
    <section className="section container auth-page" aria-labelledby="register-title">
      <div className="card auth-card auth-card--wide">
        <h1 id="register-title">{t('register.title')}</h1>
        <p className="section__lead">{t('register.lead')}</p>
        <p className="auth-aside">
          {t('register.haveAccount')} <Link to={to('/Auth/login')}>{t('register.login')}</Link>
        </p>
        {options.status === 'loading' && (
          <p className="auth-loading" role="status">
            {t('register.optionsLoading')}
          </p>
        )}
        {options.status === 'failed' && (
          <div className="form__error" role="alert">
            <p>{t('register.optionsFailed')}</p>
            <button type="button" className="btn btn--ghost" onClick={options.retry}>
              {t('register.retry')}
            </button>
          </div>
        )}
        {options.status === 'ready' && <RegisterForm options={options.options} />}
        <p className="auth-aside">
          {t('register.company')} <Link to={to('/Auth/register/company')}>{t('register.companyLink')}</Link>
        </p>
      </div>
    </section>
  );
}

export { RegisterPage as Component };
