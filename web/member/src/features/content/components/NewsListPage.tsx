import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { contentCalls } from '../api/load-content-calls';
import { feedLoader } from '../lib/feed-loader';
import { FeedPage } from './FeedPage';

export const loader = feedLoader((cursor, signal) =>
  contentCalls().then((calls) => calls.fetchNews(cursor, signal)),
);

/** /media/news: the media centre's news, newest first. */
export function NewsListPage() {
  const { t } = useTranslation('content');
  const feed = useLoaderData<typeof loader>();
  return (
    <FeedPage
      feed={feed}
      basePath="/media/news"
      title={t('news.title')}
      lead={t('news.lead')}
      empty={t('news.empty')}
    />
  );
}

export { NewsListPage as Component };
