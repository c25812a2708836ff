import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiProblem } from '../../../lib/api';
import { useLocale } from '../../../routes/use-locale';
import { problemMessage } from '../../../lib/problem-message';
import { NotFoundPage } from '../../../lib/errors/NotFoundPage';
import { displayName } from '../../../lib/display-name';
import { fetchFollowList, type FollowSide } from '../api/fetch-follow-list';
import { useMemberList } from '../hooks/use-member-list';
import { CURSOR_PARAM } from '../../../lib/cursor-param';
import { myMemberId } from '../../../lib/my-member-id';
import { MemberList } from './MemberList';
import { SocialPage } from './SocialPage';
import { SocialTabs } from './SocialTabs';

const statusOf = (error: unknown) => (error instanceof ApiProblem ? error.status : 0);

/**
 * /profile/{id}/followers and /following (signed-in): who follows a member and whom they follow,
 * newest first. A private member's lists are for their accepted followers: others read a calm
 * notice (403), never an error. An unknown member, or one who blocks me, is the 404 page.
 */
export function FollowListPage({ side }: { side: FollowSide }) {
  const { t } = useTranslation('social');
  const { locale, to } = useLocale();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const load = useCallback(
    (cursor: string | null, signal: AbortSignal) => fetchFollowList(id, side, cursor, signal),
    [id, side],
  );
  const { state, retry } = useMemberList({
    list: [side, id],
    load,
    cursor: params.get(CURSOR_PARAM),
    subjectId: id,
  });
  const own = id === myMemberId();
  const status = state.status === 'failed' ? statusOf(state.error) : 200;
  if (status === 404 || status === 400) return <NotFoundPage />;

  const subject = state.status === 'ready' ? state.subject : undefined;
  const name = subject && displayName(subject, locale);
  const context = subject?.gender ?? undefined;
  const title = own
    ? t(`lists.mine.${side}`)
    : name
      ? t(`lists.of.${side}`, { name, context })
      : t(`lists.title.${side}`, { context });
  const profilePath = own ? '/profile' : `/profile/${encodeURIComponent(id)}`;
  const listPath = (s: FollowSide) => to(`/profile/${encodeURIComponent(id)}/${s}`);

  return (
    <SocialPage
      title={title}
      nav={
        <div className="social-page__nav">
          <SocialTabs
            label={t('lists.tabs')}
            tabs={(['followers', 'following'] as const).map((s) => ({
              label: t(`lists.title.${s}`, { context }),
              to: listPath(s),
              current: s === side,
            }))}
          />
          <Link className="social-page__back" to={to(profilePath)}>
            {t('lists.backToProfile')}
          </Link>
        </div>
      }
    >
      {status === 403 && state.status === 'failed' ? (
        <div className="notice notice--private" role="note">
          <h2 className="notice__title">{problemMessage(state.error, locale)}</h2>
          <p>{t('lists.privateBody')}</p>
        </div>
      ) : (
        <MemberList state={state} empty={t(`lists.empty.${side}`, { context })} onRetry={retry} />
      )}
    </SocialPage>
  );
}
