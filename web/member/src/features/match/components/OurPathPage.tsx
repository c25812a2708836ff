import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { displayName } from '../../../lib/display-name';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';
import { myMemberId } from '../../../lib/my-member-id';
import { problemMessage } from '../../../lib/problem-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { fetchPair, fetchPairs, matchKeys, stepOnPair, type PairStep } from '../api/match-api';
import { FamilyQuestions } from './FamilyQuestions';
import { OurStory } from './OurStory';
import { PairPath } from './PairPath';

/**
 * /path/:memberId (signed in): our path toward nikah with the member I talk to, reached from the
 * conversation. The active pair with them, or the latest one that ended.
 */
export function OurPathPage() {
  const { t } = useTranslation('match');
  const { locale, to } = useLocale();
  const { memberId = '' } = useParams();
  const client = useQueryClient();
  const me = myMemberId() ?? '';
  const pairs = useQuery({ queryKey: matchKeys.pairs, queryFn: ({ signal }) => fetchPairs(signal) });
  const mine = pairs.data?.filter((p) => p.otherId === memberId) ?? [];
  const summary = mine.find((p) => p.status === 'active') ?? mine[0];
  const pair = useQuery({
    queryKey: matchKeys.pair(summary?.id ?? ''),
    queryFn: ({ signal }) => fetchPair(summary!.id, signal),
    enabled: Boolean(summary),
  });
  const card = useQuery({
    queryKey: ['match', 'card', memberId],
    queryFn: async ({ signal }) => (await fetchMemberCards([memberId], signal))[0] ?? null,
  });
  const name = card.data ? displayName(card.data, locale) : t('someone');
  useDocumentTitle(t('title', { name }));

  const step = async (s: PairStep, body?: Parameters<typeof stepOnPair>[2]) => {
    const next = await stepOnPair(summary!.id, s, body);
    client.setQueryData(matchKeys.pair(next.id), next);
    await client.invalidateQueries({ queryKey: matchKeys.pairs });
  };

  const failed = pairs.error ?? pair.error;
  return (
    <section className="section container" aria-labelledby="our-path-title">
      <div className="card">
        <h1 id="our-path-title">{t('title', { name })}</h1>
        <p className="section__lead">{t('lead')}</p>
        {(pairs.isPending || (summary && pair.isPending)) && <p role="status">{t('loading')}</p>}
        {failed && (
          <p className="form__error" role="alert">
            {problemMessage(failed, locale)}
          </p>
        )}
        {pairs.data && !summary && <p>{t('none')}</p>}
        {pair.data && (
          <PairPath
            pair={pair.data}
            viewer={{ role: 'member', id: me }}
            otherName={name}
            onStep={step}
            // Married, their story is what is left to do: above the history and the questions.
            beforeHistory={
              pair.data.stage === 'married' && <OurStory pairId={pair.data.id} me={me} otherName={name} />
            }
          />
        )}
        {pair.data && (
          <FamilyQuestions
            key={`${pair.data.id}-${pair.data.stage}`}
            pairId={pair.data.id}
            otherName={name}
          />
        )}
        <p>
          <Link to={to(`/chat/${memberId}`)}>{t('backToChat', { name })}</Link>
        </p>
      </div>
    </section>
  );
}

export { OurPathPage as Component };
