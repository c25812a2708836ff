import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { FollowRequest, RequestDirection } from '@mawadda/contracts';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { formatDay } from '../../../lib/format';
import type { RequestAnswer } from '../api/answer-request';
import { fetchRequests } from '../api/fetch-requests';
import { unfollowMember } from '../api/unfollow-member';
import { useAnswerRequest } from '../hooks/use-answer-request';
import { useMemberList, type MemberRow } from '../hooks/use-member-list';
import { usePending } from '../hooks/use-pending';
import { actionFailure } from '../lib/action-failure';
import { CURSOR_PARAM } from '../../../lib/cursor-param';
import { MemberList } from './MemberList';
import { SocialPage } from './SocialPage';
import { SocialTabs } from './SocialTabs';

type Row = MemberRow<FollowRequest>;

/**
 * /profile/requests (signed-in): requests waiting for my answer (accept or reject), and with
 * `?direction=outgoing` mine waiting for others' (cancel). A row leaves the page once answered.
 */
export function FollowRequestsPage() {
  const { t } = useTranslation('social');
  const { locale, to } = useLocale();
  const toast = useToast();
  const [params] = useSearchParams();
  const direction: RequestDirection = params.get('direction') === 'outgoing' ? 'outgoing' : 'incoming';
  const load = useCallback(
    (cursor: string | null, signal: AbortSignal) => fetchRequests(direction, cursor, signal),
    [direction],
  );
  const { state, remove, retry } = useMemberList({
    list: ['requests', direction],
    load,
    cursor: params.get(CURSOR_PARAM),
  });
  const answerRequest = useAnswerRequest();
  const { run, isPending } = usePending();

  const answer = (row: Row, kind: RequestAnswer) =>
    run(row.entry.memberId, async () => {
      const outcome = await answerRequest(row.entry.id, kind);
      // Withdrawn meanwhile: the toast said so, and the row has nothing left to answer.
      if (outcome.done || outcome.gone) remove(row.entry.memberId);
    });

  const cancel = (row: Row) =>
    run(row.entry.memberId, async () => {
      try {
        await unfollowMember(row.entry.memberId);
        toast.success(t('follow.requestCancelled'));
        remove(row.entry.memberId);
      } catch (error) {
        toast.error(actionFailure(error, locale, t('requests.cancelFailed')));
      }
    });

  const actions = (row: Row, nameId: string) => {
    const busy = isPending(row.entry.memberId) || undefined;
    if (direction === 'outgoing')
      return (
        <button
          type="button"
          className="btn btn--ghost"
          aria-describedby={nameId}
          aria-busy={busy}
          onClick={() => void cancel(row)}
        >
          {t('requests.cancel')}
        </button>
      );
    return (
      <>
        <button
          type="button"
          className="btn btn--primary"
          aria-describedby={nameId}
          aria-busy={busy}
          onClick={() => void answer(row, 'accept')}
        >
          {t('incoming.accept')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          aria-describedby={nameId}
          aria-busy={busy}
          onClick={() => void answer(row, 'reject')}
        >
          {t('incoming.reject')}
        </button>
      </>
    );
  };

  return (
    <SocialPage
      title={t('requests.title')}
      lead={t(`requests.lead.${direction}`)}
      nav={
        <SocialTabs
          label={t('requests.tabs')}
          tabs={[
            { label: t('requests.incoming'), to: to('/profile/requests'), current: direction === 'incoming' },
            {
              label: t('requests.outgoing'),
              to: to('/profile/requests?direction=outgoing'),
              current: direction === 'outgoing',
            },
          ]}
        />
      }
    >
      <MemberList
        state={state}
        empty={t(`requests.empty.${direction}`)}
        onRetry={retry}
        detail={(row) => t('requests.askedOn', { date: formatDay(row.entry.requestedAt, locale) })}
        actions={actions}
      />
    </SocialPage>
  );
}

export { FollowRequestsPage as Component };
