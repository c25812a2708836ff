import { useTranslation } from 'react-i18next';
import { ContactWays } from './ContactWays';
import { FeedbackForm } from './FeedbackForm';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /contact-us: a message of type `contact`, with the other ways to reach the team beside it. */
export function ContactPage() {
  const { t } = useTranslation('feedback');
  useDocumentTitle(t('contact.title'));
  return (
    <div className="container section feedback-page">
      <header className="feedback-page__intro">
        <h1>{t('contact.title')}</h1>
        <p className="section__lead">{t('contact.intro')}</p>
      </header>
      <div className="feedback-page__body">
        <section className="card" aria-labelledby="feedback-form-title">
          <h2 id="feedback-form-title">{t('contact.formTitle')}</h2>
          <FeedbackForm types={['contact']} />
        </section>
        <ContactWays />
      </div>
    </div>
  );
}

export { ContactPage as Component };
