import type { CmsPost } from '@mawadda/contracts/cms-content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';
import { formatDate } from '../../../lib/format';
import { pick } from '../lib/localized';
import { ResponsiveImage } from '../../../lib/ResponsiveImage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Breadcrumbs } from './Breadcrumbs';
import { Markdown } from './Markdown';

interface Props {
  post: CmsPost;
  /** The list this post belongs to: its name and site path, for the breadcrumbs and the way back. */
  section: { label: string; path: string; back: string };
}

/** A news article or blog post: breadcrumbs, title, date and author, then the Markdown body. */
export function PostArticle({ post, section }: Props) {
  const { t } = useTranslation('content');
  const { locale, to } = useLocale();
  const title = pick(post.title, locale);
  const author = pick(post.author, locale);
  useDocumentTitle(title);
  return (
    <article className="container post" aria-labelledby="post-title">
      <Breadcrumbs trail={[{ label: section.label, path: section.path }, { label: title }]} />
      <header className="post__header">
        <h1 id="post-title">{title}</h1>
        <p className="post__meta">
          {post.publishedAt && (
            <span>
              <span className="visually-hidden">{t('post.publishedOn')} </span>
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
            </span>
          )}
          {author && <span className="post__author">{t('post.by', { name: author })}</span>}
        </p>
      </header>
      {post.image && (
        <ResponsiveImage
          className="post__image"
          src={post.image}
          layoutWidth={768}
          sizes="(max-width: 50rem) calc(100vw - 2rem), 48rem"
          priority
        />
      )}
      <Markdown>{pick(post.body, locale)}</Markdown>
      <p className="post__back">
        <Link to={to(section.path)}>{section.back}</Link>
      </p>
    </article>
  );
}
