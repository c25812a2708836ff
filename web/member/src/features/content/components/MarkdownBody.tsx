import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { dirOf } from '../../../i18n/i18n';
import { useLocale } from '../../../routes/use-locale';

/**
 * CMS Markdown as React elements. Raw HTML is dropped (staff text is never trusted as markup). On
 * left-to-right pages each block takes its own text's direction (a quoted ayah reads right to left);
 * right-to-left pages keep theirs, so a paragraph opening with a Latin word does not flip.
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
