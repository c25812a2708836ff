import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { dirOf } from '../../../i18n/i18n';
import { useLocale } from '../../../routes/use-locale';

/**
 * CMS Markdown as React elements (its own chunk: Markdown.tsx loads it when a body was not drawn
 * by the server). Raw HTML is dropped (staff text is never trusted as markup),
 * site links stay in the reader's language and inside the app, and a stray `#` becomes an h2
 * because the page already has its h1.
 *
 * On left-to-right pages each block takes the direction of its own text, so a du'a or an ayah
 * quoted in Arabic reads right to left. Right-to-left pages keep theirs: there a paragraph that
 * opens with a Latin word (iOS, a name) must not flip.
 */
export function MarkdownBody({
  children,
  attributes,
}: {
  children: string;
  /** The key that lets the browser find this body in the server's page (lib/server-markdown.ts). */
  attributes: Record<string, string>;
}) {
  const { locale, to } = useLocale();
  const dir = dirOf(locale) === 'ltr' ? 'auto' : undefined;
  const components: Components = {
    p: ({ node: _node, ...props }) => <p dir={dir} {...props} />,
    li: ({ node: _node, ...props }) => <li dir={dir} {...props} />,
    blockquote: ({ node: _node, ...props }) => <blockquote dir={dir} {...props} />,
    h1: ({ node: _node, ...props }) => <h2 {...props} />,
    a: ({ node: _node, href = '', children: text, ...props }) =>
      href.startsWith('/') && !href.startsWith('//') ? (
        <Link to={to(href)}>{text}</Link>
      ) : (
        <a {...props} href={href} rel="noopener noreferrer">
          {text}
        </a>
      ),
    img: ({ node: _node, alt = '', ...props }) => (
      <img alt={alt} loading="lazy" decoding="async" {...props} />
    ),
  };
  return (
    <div className="prose" {...attributes}>
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
