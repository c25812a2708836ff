import { MY_PREFERENCES_KEY, fetchMyPreferences } from '../../../lib/my-preferences';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../lib/LoadFailed';
import { problemMessage } from '../../../lib/problem-message';
import { useLocale } from '../../../routes/use-locale';
import { PreferencesForm, type MemberFacts } from './PreferencesForm';
import '../preferences.css';

interface Props {
  /** Undefined while the member's profile loads. */
  member: MemberFacts | undefined;
  /** What to show instead of the form when the member's profile did not load. */
  memberFailed?: ReactNode;
}

/**
 * /profile/preferences: "What I am looking for". It says first that the wishes are private, then
 * loads them (alongside the member's profile, which says whom she looks for) and shows the form.
 */
export function PreferencesView({ member, memberFailed }: Props) {
  const { t } = useTranslation('preferences');
  const { locale } = useLocale();
  const context = member?.gender ?? undefined;
  const wishes = useQuery({
    queryKey: MY_PREFERENCES_KEY,
    queryFn: ({ signal }) => fetchMyPreferences(signal),
  });

  let body: ReactNode;
  if (memberFailed) body = memberFailed;
  else if (wishes.isError)
    body = (
      <LoadFailed
        className="card"
        message={problemMessage(wishes.error, locale)}
        retryLabel={t('retry')}
        onRetry={() => void wishes.refetch()}
      />
    );
  else if (!member || !wishes.data)
    body = (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('loading')}
        </p>
        <div className="skeleton preferences__skeleton" />
      </div>
    );
  else body = <PreferencesForm view={wishes.data} member={member} />;

  return (
    <section className="container section preferences" aria-labelledby="preferences-title">
      <h1 id="preferences-title">{t('title')}</h1>
      <p className="section__lead">{t('lead', { context })}</p>
      <p className="preferences__private">
        <svg className="preferences__lock" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1Zm2 0h6V7a3 3 0 0 0-6 0v3Z" />
        </svg>
        <span>{t('private', { context })}</span>
      </p>
      {body}
    </section>
  );
}
