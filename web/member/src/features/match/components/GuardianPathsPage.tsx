import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PairSummary } from '@mawadda/contracts';
import { displayName } from '../../../lib/display-name';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';
import { myMemberId } from '../../../lib/my-member-id';
import { problemMessage } from '../../../lib/problem-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { answerAsGuardian, fetchWardPair, fetchWardPairs, matchKeys } from '../api/match-api';
import { FamilyQuestions } from './FamilyQuestions';
import { PairPath } from './PairPath';

/**
 * /guardian/paths (a guardian account): the paths of the members I am guardian of, each with
 * its stage and history, my answer where a family stage waits for me, and the families'
 * questions I answer for her side once she lets me.
 */
export function GuardianPathsPage() {
  const { t } = useTranslation('match');
  const { locale } = useLocale();
  useDocumentTitle(t('guardian.title'));
  const pairs = useQuery({ queryKey: matchKeys.wardPairs, queryFn: ({ signal }) => fetchWardPairs(signal) });
  const ids = [...new Set((pairs.data ?? []).flatMap((p) => p.memberIds))];
  const cards = useQuery({
    queryKey: ['match', 'cards', ids],
    queryFn: ({ signal }) => fetchMemberCards(ids, signal),
    enabled: ids.length > 0,
  });
  const nameOf = (id: string) => {
    const card = cards.data?.find((c) => c.memberId === id);
    return card ? displayName(card, locale) : t('someone');
  };
  return (
    <section className="section container" aria-labelledby="guardian-paths-title">
      <div className="card">
        <h1 id="guardian-paths-title">{t('guardian.title')}</h1>
        <p className="section__lead">{t('guardian.lead')}</p>
        {pairs.isPending && <p role="status">{t('loading')}</p>}
        {pairs.error && (
          <p className="form__error" role="alert">
            {problemMessage(pairs.error, locale)}
          </p>
        )}
        {pairs.data?.length === 0 && <p>{t('guardian.none')}</p>}
      </div>
      {pairs.data?.map((p) => (
        <WardPair key={p.id} summary={p} nameOf={nameOf} />
      ))}
    </section>
  );
}

function WardPair({ summary, nameOf }: { summary: PairSummary; nameOf: (id: string) => string }) {
  const { t } = useTranslation('match');
  const client = useQueryClient();
  const pair = useQuery({
    queryKey: matchKeys.pair(summary.id),
    queryFn: ({ signal }) => fetchWardPair(summary.id, signal),
  });
  const ward = summary.memberIds.find((m) => m !== summary.otherId) ?? '';
  const headingId = `ward-pair-${summary.id}`;
  return (
    <article className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('guardian.pair', { member: nameOf(ward), name: nameOf(summary.otherId) })}</h2>
      {pair.data && (
        <PairPath
          pair={pair.data}
          viewer={{ role: 'guardian', id: myMemberId() ?? '' }}
          otherName={nameOf(summary.otherId)}
          wardName={nameOf(ward)}
          onStep={async (step) => {
            const next = await answerAsGuardian(summary.id, step === 'decline' ? 'decline' : 'confirm');
            client.setQueryData(matchKeys.pair(next.id), next);
            await client.invalidateQueries({ queryKey: matchKeys.wardPairs });
          }}
        />
      )}
      {pair.data && (
        <FamilyQuestions
          key={`${pair.data.id}-${pair.data.stage}`}
          pairId={summary.id}
          otherName={nameOf(summary.otherId)}
          reader={{ side: 'guardian', wardName: nameOf(ward) }}
        />
      )}
    </article>
  );
}

export { GuardianPathsPage as Component };
