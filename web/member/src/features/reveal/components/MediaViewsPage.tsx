import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MediaView } from '@mawadda/contracts';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { fetchMediaViews } from '../api/media-views';
import { useCards } from '../hooks/use-cards';
import { MemberLine } from './MemberLine';

/**
 * /profile/privacy/views (signed-in): who saw my photos and CV pages, newest first. A member is
 * named (as a card); staff are "Mawadda staff", a visitor "a visitor", an erased account so.
 */
export function MediaViewsPage() {
  const { t } = useTranslation('reveal');
  const { locale, to } = useLocale();
  useDocumentTitle(t('views.title'));
  const query = useInfiniteQuery({
    queryKey: ['reveal', 'views'],
    queryFn: ({ pageParam, signal }) => fetchMediaViews(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const items: MediaView[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  const cards = useCards(
    items.flatMap((v) => (v.viewer.kind === 'member' && v.viewer.id ? [v.viewer.id] : [])),
  );

  return (
    <article className="container section profile" aria-labelledby="views-title">
      <h1 id="views-title">{t('views.title')}</h1>
      <p className="lead">{t('views.lead')}</p>
      <p>
        <Link to={to('/profile/privacy')}>{t('privacy.title')}</Link>
      </p>
      {query.isError && <p role="alert">{t('views.failed')}</p>}
      {query.isSuccess && items.length === 0 && <p className="profile-empty">{t('views.empty')}</p>}
      <ul className="member-list card">
        {items.map((v, i) => (
          <MemberLine
            key={`${v.at}:${v.assetId}:${i}`}
            memberId={v.viewer.id}
            card={v.viewer.id ? cards.get(v.viewer.id) : undefined}
            fallback={t(`views.who.${v.viewer.kind}`)}
            detail={t(`views.saw.${v.subject}`, { date: formatDate(v.at, locale) })}
          />
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn--ghost"
          aria-busy={query.isFetchingNextPage || undefined}
          onClick={() => void query.fetchNextPage()}
        >
          {t('views.more')}
        </button>
      )}
    </article>
  );
}

export { MediaViewsPage as Component };
