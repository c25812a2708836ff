import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { contentCalls } from '../api/load-content-calls';
import { withMarkdownRenderer } from './Markdown';
import { ContentErrorBoundary } from './ContentErrorBoundary';
import { PostArticle } from './PostArticle';

/** An unknown or unpublished slug rejects with the API's 404, which `ErrorBoundary` below shows. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  return {
    post: await withMarkdownRenderer(
      contentCalls().then((calls) => calls.fetchNewsArticle(params.slug ?? '', request.signal)),
    ),
  };
}

/** /media/news/:slug */
export function NewsArticlePage() {
  const { t } = useTranslation('content');
  const { post } = useLoaderData<typeof loader>();
  return (
    <PostArticle
      post={post}
      section={{ label: t('news.title'), path: '/media/news', back: t('news.back') }}
    />
  );
}

/** Inside the layout: "not found" with the way back to the section, no retry. */
export function ErrorBoundary() {
  const { t } = useTranslation('content');
  return <ContentErrorBoundary section={{ path: '/media/news', back: t('news.back') }} />;
}

export { NewsArticlePage as Component };
