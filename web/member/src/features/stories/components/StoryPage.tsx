import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiProblem } from '../../../lib/api';
import { formatDate, formatList } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { fetchPublishedStory, storyKeys } from '../api/stories-api';
import './stories.css';

/**
 * /stories/:id (open to guests): one published story. Not published in the page's language, or
 * withdrawn, it is "not found" with the way back to the stories.
 */
export function StoryPage() {
  const { t } = useTranslation('match');
  const { locale, to } = useLocale();
  const { id = '' } = useParams();
  const story = useQuery({
    queryKey: storyKeys.one(id, locale),
    queryFn: ({ signal }) => fetchPublishedStory(id, locale, signal),
    retry: false,
  });
  useDocumentTitle(story.data?.title ?? t('stories.title'));
  const missing = story.error instanceof ApiProblem && story.error.status === 404;
  return (
    <article className="section container story" aria-labelledby="story-title">
      <p>
        <Link to={to('/stories')}>{t('stories.back')}</Link>
      </p>
      {story.isPending && <p role="status">{t('loading')}</p>}
      {missing && (
        <>
          <h1 id="story-title">{t('stories.notFound')}</h1>
          <p>{t('stories.notFoundLead')}</p>
        </>
      )}
      {story.isError && !missing && (
        <p className="form__error" role="alert">
          {problemMessage(story.error, locale)}
        </p>
      )}
      {story.data && (
        <div className="card">
          <h1 id="story-title" dir="auto">
            {story.data.title}
          </h1>
          <p className="story-card__meta">
            {story.data.names.length > 0 && <span>{formatList(story.data.names, locale)} · </span>}
            <time dateTime={story.data.publishedAt}>{formatDate(story.data.publishedAt, locale)}</time>
          </p>
          <div className="story__body" dir="auto">
            {story.data.body.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        </div>
      )}
    </article>
  );
}

export { StoryPage as Component };
