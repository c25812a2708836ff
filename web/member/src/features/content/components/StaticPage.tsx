import type { CmsPage } from '@mawadda/contracts/cms-content';
import { splitLocale } from '@mawadda/contracts/web-routes';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useAppState } from '../../../app/state';
import { useLocale } from '../../../routes/use-locale';
import { contentCalls } from '../api/load-content-calls';
import { pick } from '../lib/localized';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { ContentErrorBoundary } from './ContentErrorBoundary';
import { Markdown, withMarkdownRenderer } from './Markdown';

/** A static page's path is its slug (routes.tsx), e.g. /en/about-us/vision-mission → about-us/vision-mission. */
const slugOf = (url: string) => splitLocale(new URL(url).pathname).path.replace(/^\/+|\/+$/g, '');

/** Unknown slugs reject with the API's 404, which `ErrorBoundary` shows inside the layout. */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ page: CmsPage }> {
  return {
    page: await withMarkdownRenderer(
      contentCalls().then((calls) => calls.fetchPage(slugOf(request.url), request.signal)),
    ),
  };
}

/** The CMS page in the reader's language: title, then its Markdown body. */
export function StaticPage() {
  const { page } = useLoaderData<typeof loader>();
  const { state } = useAppState();
  const { locale } = useLocale();
  const title = pick(page.title, locale);
  useDocumentTitle(title);

  // The section's title comes from the startup's list (titles only), so it costs no call.
  const [section] = page.slug.split('/');
  const parent = page.slug.includes('/') ? state.pages.find((p) => p.slug === section) : undefined;
  const trail: Crumb[] = [
    ...(parent ? [{ label: pick(parent.title, locale), path: `/${parent.slug}` }] : []),
    { label: title },
  ];

  return (
    <article className="container content-page" aria-labelledby="page-title">
      <Breadcrumbs trail={trail} />
      <h1 id="page-title">{title}</h1>
      <Markdown>{pick(page.body, locale)}</Markdown>
    </article>
  );
}

export { StaticPage as Component, ContentErrorBoundary as ErrorBoundary };
