import { useTranslation } from 'react-i18next';
import { FeedbackForm } from './FeedbackForm';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /submitting-complaints-and-suggestions: the member says which of the two it is. */
export function ComplaintsPage() {
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('complaints.title'));
  return (
    <div className="container section feedback-page">
      <header className="feedback-page__intro">
        <h1>{t('complaints.title')}</h1>
        <p className="section__lead">{t('complaints.intro')}</p>
      </header>
      <section className="card feedback-page__single" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title">{t('complaints.formTitle')}</h2>
        <FeedbackForm types={['complaint', 'suggestion']} />
      </section>
    </div>
  );
}

export { ComplaintsPage as Component };
