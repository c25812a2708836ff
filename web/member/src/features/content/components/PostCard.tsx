import type { CmsPost } from '@mawadda/contracts/cms-content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '../../../lib/ResponsiveImage';
import { useLocale } from '../../../routes/use-locale';
import { formatDate } from '../../../lib/format';
import { pick } from '../lib/localized';

/** One post in a list. The title is the card's only link (stretched over the card), so a screen reader hears each post once. */
export function PostCard({ post, basePath }: { post: CmsPost; basePath: string }) {
  const { t } = useTranslation('content');
  const { locale, to } = useLocale();
  const summary = pick(post.summary, locale);
  return (
    <article className="card post-card">
      {post.image && (
        <ResponsiveImage
          className="post-card__image"
          src={post.image}
          layoutWidth={368}
          sizes="(max-width: 40rem) calc(100vw - 2rem), (max-width: 64rem) calc(50vw - 2rem), 23rem"
        />
      )}
      {post.publishedAt && (
        <time className="post-card__date" dateTime={post.publishedAt}>
          {formatDate(post.publishedAt, locale)}
        </time>
      )}
      <h2 className="post-card__title">
        <Link className="post-card__link" to={to(`${basePath}/${post.slug}`)}>
          {pick(post.title, locale)}
        </Link>
      </h2>
      {summary && <p className="post-card__summary">{summary}</p>}
      <span className="post-card__more" aria-hidden="true">
        {t('post.readMore')}
      </span>
    </article>
  );
}
