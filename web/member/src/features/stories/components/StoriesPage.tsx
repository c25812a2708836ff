import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatList } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { fetchPublishedStories, storyKeys } from '../api/stories-api';
import './stories.css';

/** How much of a story the list shows before "read on". */
const EXCERPT = 220;
const excerptOf = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT).trimEnd()}…` : body);

/**
 * /stories (open to guests): the success stories couples who married here chose to share, only
 * those they published in the page's language, newest first.
 */
export function StoriesPage() {
  const { t } = useTranslation('match');
  const { locale, to } = useLocale();
  useDocumentTitle(t('stories.title'));
  const stories = useQuery({
    queryKey: storyKeys.published(locale),
    queryFn: ({ signal }) => fetchPublishedStories(locale, signal),
  });
  return (
    <section className="section container stories" aria-labelledby="stories-title">
      <h1 id="stories-title">{t('stories.title')}</h1>
      <p className="section__lead">{t('stories.lead')}</p>
      {stories.isPending && <p role="status">{t('loading')}</p>}
      {stories.isError && (
        <p className="form__error" role="alert">
          {problemMessage(stories.error, locale)}
        </p>
      )}
      {stories.data?.length === 0 && <p>{t('stories.none')}</p>}
      {stories.data && stories.data.length > 0 && (
        <ul className="stories__list">
          {stories.data.map((s) => (
            <li key={s.id} className="card story-card">
              <h2 className="story-card__title">
                <Link to={to(`/stories/${s.id}`)}>{s.title}</Link>
              </h2>
              <p className="story-card__meta">
                {s.names.length > 0 && <span>{formatList(s.names, locale)} · </span>}
                <time dateTime={s.publishedAt}>{formatDate(s.publishedAt, locale)}</time>
              </p>
              <p className="story-card__excerpt">{excerptOf(s.body)}</p>
              <Link to={to(`/stories/${s.id}`)} aria-label={t('stories.readOnAbout', { title: s.title })}>
                {t('stories.readOn')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { StoriesPage as Component };
