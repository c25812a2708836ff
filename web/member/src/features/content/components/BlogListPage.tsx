import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { contentCalls } from '../api/load-content-calls';
import { feedLoader } from '../lib/feed-loader';
import { FeedPage } from './FeedPage';

export const loader = feedLoader((cursor, signal) =>
  contentCalls().then((calls) => calls.fetchBlog(cursor, signal)),
);

/** /blog: guidance articles, newest first. */
export function BlogListPage() {
  const { t } = useTranslation('content');
  const feed = useLoaderData<typeof loader>();
  return (
    <FeedPage
      feed={feed}
      basePath="/blog"
      title={t('blog.title')}
      lead={t('blog.lead')}
      empty={t('blog.empty')}
    />
  );
}

export { BlogListPage as Component };
