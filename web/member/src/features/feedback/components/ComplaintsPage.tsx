import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../../../app/state';
import { useLocale } from '../../../routes/use-locale';
import { FeedbackForm } from './FeedbackForm';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /submitting-complaints-and-suggestions: the member says which of the two it is. A signed-in
 * member also finds the way to their earlier messages and our replies (/my-messages).
 */
export function ComplaintsPage() {
  const { t } = useTranslation('feedback');
  const { state } = useAppState();
  const { to } = useLocale();
  useDocumentTitle(t('complaints.title'));
  return (
    <div className="container section feedback-page">
      <header className="feedback-page__intro">
        <h1>{t('complaints.title')}</h1>
        <p className="section__lead">{t('complaints.intro')}</p>
        {state.auth.isAuthenticated && (
          <p>
            <Link to={to('/my-messages')} aria-describedby="my-messages-hint">
              {t('mine.link')}
            </Link>{' '}
            <span id="my-messages-hint">{t('mine.linkHint')}</span>
          </p>
        )}
      </header>
      <section className="card feedback-page__single" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title">{t('complaints.formTitle')}</h2>
        <FeedbackForm types={['complaint', 'suggestion']} />
      </section>
    </div>
  );
}

export { ComplaintsPage as Component };
