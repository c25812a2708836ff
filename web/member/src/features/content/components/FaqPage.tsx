import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';
import { contentCalls } from '../api/load-content-calls';
import { pick } from '../lib/localized';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Breadcrumbs } from './Breadcrumbs';
import { Markdown, withMarkdownRenderer } from './Markdown';

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    questions: await withMarkdownRenderer(contentCalls().then((calls) => calls.fetchFaq(request.signal))),
  };
}

/**
 * /faq: native <details>/<summary>, so every question is reachable with Tab and opens with
 * Enter or Space, and the browser's find-in-page can open the answer it finds.
 */
export function FaqPage() {
  const { t } = useTranslation('content');
  const { locale, to } = useLocale();
  const { questions } = useLoaderData<typeof loader>();
  useDocumentTitle(t('faq.title'));
  return (
    <section className="container faq" aria-labelledby="faq-title">
      <Breadcrumbs trail={[{ label: t('faq.title') }]} />
      <h1 id="faq-title">{t('faq.title')}</h1>
      <p className="section__lead">{t('faq.lead')}</p>
      {questions.length === 0 ? (
        <p className="state">{t('faq.empty')}</p>
      ) : (
        <div className="faq__list">
          {questions.map((q) => (
            <details key={q.id} className="faq__item">
              <summary className="faq__question">{pick(q.question, locale)}</summary>
              <div className="faq__answer">
                <Markdown>{pick(q.answer, locale)}</Markdown>
              </div>
            </details>
          ))}
        </div>
      )}
      <aside className="faq__more card" aria-labelledby="faq-more-title">
        <h2 id="faq-more-title">{t('faq.more.title')}</h2>
        <p>{t('faq.more.body')}</p>
        <Link className="btn btn--primary" to={to('/contact-us')}>
          {t('faq.more.cta')}
        </Link>
      </aside>
    </section>
  );
}

export { FaqPage as Component };
