import { lazy, Suspense, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';
import { drawnMarkdown, markdownAttributes, markdownKey } from '../lib/server-markdown';

type Renderer = typeof import('./MarkdownBody');
let renderer: Renderer | undefined;
let loading: Promise<Renderer> | undefined;

/**
 * The renderer's chunk, loaded once. The server loads it before its first page (entry-server.tsx),
 * so a server render never suspends on it; the browser loads it beside a content page's data
 * (`withMarkdownRenderer` in the loaders), or with the first body it renders otherwise.
 */
export function loadMarkdownRenderer(): Promise<Renderer> {
  return (loading ??= import('./MarkdownBody').then((module) => (renderer = module)));
}

/**
 * CMS Markdown in the page (rules in MarkdownBody). A body the server drew hydrates onto its markup
 * (lib/server-markdown.ts); any other is rendered. No Suspense boundary unless it waits for the
 * renderer (never on the server), so the server's page and the hydrating tree have the same shape.
 */
export function Markdown({ children }: { children: string }) {
  const { locale } = useLocale();
  const key = markdownKey(children, locale);
  const drawn = drawnMarkdown(key);
  if (drawn !== undefined) return <DrawnMarkdown attributes={markdownAttributes(key)} html={drawn} />;
  const body = <RenderedMarkdown attributes={markdownAttributes(key)}>{children}</RenderedMarkdown>;
  return renderer ? body : <Suspense fallback={<div className="prose" aria-busy="true" />}>{body}</Suspense>;
}

/**
 * A content page's data, once the renderer is in as well: its loader waits for both, so a page
 * the browser renders shows its body with its title, not a moment after (the chunk loads beside
 * the data, not after it). A no-op on the server, which has the renderer from the start.
 */
export async function withMarkdownRenderer<T>(data: Promise<T>): Promise<T> {
  const [value] = await Promise.all([data, loadMarkdownRenderer()]);
  return value;
}

/** The renderer as a lazy component, for the browser's first body before its chunk is in. */
const LoadingMarkdown = lazy(() =>
  loadMarkdownRenderer().then(({ MarkdownBody }) => ({ default: MarkdownBody })),
);

function RenderedMarkdown({
  attributes,
  children,
}: {
  attributes: Record<string, string>;
  children: string;
}) {
  const Body = renderer?.MarkdownBody ?? LoadingMarkdown;
  return <Body attributes={attributes}>{children}</Body>;
}

/**
 * The server's markup, kept as it is. Its site links were the router's links there; here a
 * click on one navigates inside the app as theirs would, and any other link is left to the browser.
 */
function DrawnMarkdown({ attributes, html }: { attributes: Record<string, string>; html: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (
      !href ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      !href.startsWith('/') ||
      href.startsWith('//')
    )
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // The links inside are what a reader clicks or activates with a key (a link's Enter is a click).
    <div className="prose" {...attributes} onClick={follow} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
