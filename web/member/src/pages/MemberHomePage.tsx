import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { displayName } from '../lib/display-name';
import { useToast } from '../lib/toast';
import { useDocumentTitle } from '../lib/use-document-title';
import { useLocale } from '../routes/use-locale';
import { startTrial } from '../features/billing/api/start-trial';
import { billingProblemText } from '../features/billing/lib/problem-text';
import { CountLinks } from '../features/home/components/CountLinks';
import { HomeFrame } from '../features/home/components/HomeFrame';
import { NextStepCard } from '../features/home/components/NextStepCard';
import { nextStep } from '../features/home/lib/next-step';
import { TodaySuggestions } from '../features/search/components/TodaySuggestions';
import { followMember } from '../features/social/api/follow-member';
import { socialKeys } from '../features/social/hooks/social-keys';
import { useHomeFacts } from './use-home-facts';

/**
 * A signed-in member's home: the one next step (profile, wishes, verification, trial, requests,
 * in that order), today's suggestions with Interested (the social feature's follow) and Pass, and
 * what waits for her with links to answer it.
 */
export default function MemberHomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('title'));
  const { locale } = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { facts, profile, billing, waiting } = useHomeFacts();
  const gender = profile?.gender ?? null;
  const name = profile ? displayName(profile, locale) : null;

  const interest = async (memberId: string) => {
    const next = await followMember(memberId);
    // Their profile, opened later, starts from where I now stand (as the follow button does).
    queryClient.setQueryData(socialKeys.relationship(memberId), next);
    return next;
  };
  const beginTrial = async () => {
    try {
      billing.set(await startTrial());
      toast.success(t('next.trial.started'));
    } catch (error) {
      toast.error(billingProblemText(error, locale, t('next.trial.failed')));
      // A refusal means home was behind (a trial used in another tab): read the standing again.
      void billing.me.refetch();
    }
  };

  return (
    <HomeFrame
      title={name ? t('greeting', { name: '\u2068' + name + '\u2069' }) : t('greetingAnonymous')}
      top={<NextStepCard step={nextStep(facts)} gender={gender} onStartTrial={beginTrial} />}
      main={<TodaySuggestions viewer={gender} interest={interest} free={billing.me.data?.active === false} />}
      aside={
        <CountLinks
          title={t('waiting.title')}
          none={t('waiting.none')}
          items={[
            {
              key: 'waiting.follow',
              count: waiting.follow,
              more: waiting.moreFollow,
              to: '/profile/requests',
            },
            { key: 'waiting.reveal', count: waiting.reveal, to: '/profile/privacy' },
            { key: 'waiting.unread', count: waiting.unread, to: '/profile/chat' },
          ]}
        />
      }
    />
  );
}
