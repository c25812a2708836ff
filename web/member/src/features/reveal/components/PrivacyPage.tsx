import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MediaPrivacyEdit, RevealSubject } from '@mawadda/contracts';
import { formatDate } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { fetchPrivacy } from '../api/fetch-privacy';
import { setMediaPrivacy } from '../api/media-privacy';
import { answerRevealRequest } from '../api/reveal-requests';
import { revokeReveal } from '../api/reveals';
import { useCards } from '../hooks/use-cards';
import { revealKeys, useRevealRequests, useReveals } from '../hooks/use-reveals';
import { MemberLine } from './MemberLine';

const EXPLAINED = [
  'public',
  'private',
  'hidden',
  'reveals',
  'guardian',
  'badges',
  'staff',
  'watermark',
  'views',
] as const;

/**
 * /profile/privacy (signed-in): my two switches, the people I revealed to (revoke), the requests
 * waiting for me (accept, decline), and in plain words who can see what.
 */
export function PrivacyPage() {
  const { t } = useTranslation('reveal');
  const { locale, to } = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  useDocumentTitle(t('privacy.title'));
  const privacy = useQuery({ queryKey: revealKeys.privacy, queryFn: ({ signal }) => fetchPrivacy(signal) });
  const { reveals, refresh: refreshReveals } = useReveals();
  const { requests, refresh: refreshRequests } = useRevealRequests();
  const cards = useCards([
    ...(reveals ?? []).map((r) => r.viewerId),
    ...(requests ?? []).map((r) => r.requesterId),
  ]);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(problemMessage(error, locale));
    } finally {
      setBusy(null);
    }
  };

  const toggle = (field: keyof MediaPrivacyEdit, value: boolean) =>
    run(
      field,
      async () => {
        const next = await setMediaPrivacy({ [field]: value });
        queryClient.setQueryData(revealKeys.privacy, { ...privacy.data!, ...next });
      },
      t('privacy.saved'),
    );
  const revoke = (viewerId: string, subject: RevealSubject) =>
    run(
      `${viewerId}:${subject}`,
      async () => {
        await revokeReveal(viewerId, subject);
        await refreshReveals();
      },
      t('privacy.revokedDone'),
    );
  const answer = (id: string, how: 'accept' | 'decline') =>
    run(
      id,
      async () => {
        await answerRevealRequest(id, how);
        await Promise.all([refreshRequests(), refreshReveals()]);
      },
      t(how === 'accept' ? 'requests.accepted' : 'requests.declined'),
    );

  return (
    <article className="container section profile" aria-labelledby="privacy-page-title">
      <h1 id="privacy-page-title">{t('privacy.title')}</h1>
      <p className="lead">{t('privacy.lead')}</p>
      {privacy.data && (
        <section className="card profile-card" aria-labelledby="privacy-switches">
          <h2 id="privacy-switches">{t('privacy.switches')}</h2>
          {(['photosHidden', 'cvHidden'] as const).map((field) => (
            <div key={field}>
              <div className="switch-row">
                <span id={`${field}-label`} className="switch-row__label">
                  {t(`privacy.${field}`)}
                </span>
                <button
                  type="button"
                  role="switch"
                  className="switch"
                  aria-checked={privacy.data[field]}
                  aria-labelledby={`${field}-label`}
                  aria-describedby={`${field}-meaning`}
                  aria-busy={busy === field || undefined}
                  disabled={busy === field}
                  onClick={() => void toggle(field, !privacy.data[field])}
                >
                  <span className="switch__thumb" aria-hidden="true" />
                </button>
              </div>
              <p id={`${field}-meaning`} className="switch-row__meaning">
                {t(`privacy.${field}${privacy.data[field] ? 'On' : 'Off'}`)}
              </p>
            </div>
          ))}
        </section>
      )}

      <section className="card profile-card" aria-labelledby="revealed-title">
        <h2 id="revealed-title">{t('privacy.revealedTitle')}</h2>
        {reveals && reveals.length === 0 && <p className="profile-empty">{t('privacy.revealedEmpty')}</p>}
        <ul className="member-list">
          {(reveals ?? []).map((r) => (
            <MemberLine
              key={`${r.viewerId}:${r.subject}`}
              memberId={r.viewerId}
              card={cards.get(r.viewerId)}
              fallback={t('privacy.someone')}
              detail={t(`privacy.revealed.${r.subject}`, { date: formatDate(r.at, locale) })}
            >
              <button
                type="button"
                className="btn btn--ghost"
                aria-busy={busy === `${r.viewerId}:${r.subject}` || undefined}
                onClick={() => void revoke(r.viewerId, r.subject)}
              >
                {t('privacy.revoke')}
              </button>
            </MemberLine>
          ))}
        </ul>
      </section>

      <section className="card profile-card" aria-labelledby="requests-title">
        <h2 id="requests-title">{t('requests.title')}</h2>
        {requests && requests.length === 0 && <p className="profile-empty">{t('requests.empty')}</p>}
        <ul className="member-list">
          {(requests ?? []).map((r) => (
            <MemberLine
              key={r.id}
              memberId={r.requesterId}
              card={cards.get(r.requesterId)}
              fallback={t('privacy.someone')}
              detail={t(`requests.asks.${r.subject}`, { date: formatDate(r.createdAt, locale) })}
            >
              <button
                type="button"
                className="btn"
                disabled={busy === r.id}
                onClick={() => void answer(r.id, 'accept')}
              >
                {t('requests.accept')}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={busy === r.id}
                onClick={() => void answer(r.id, 'decline')}
              >
                {t('requests.decline')}
              </button>
            </MemberLine>
          ))}
        </ul>
      </section>

      <section className="card profile-card" aria-labelledby="explained-title">
        <h2 id="explained-title">{t('explain.title')}</h2>
        {EXPLAINED.map((k) => (
          <p key={k}>
            <strong>{t(`explain.${k}.title`)}</strong> {t(`explain.${k}.body`)}
          </p>
        ))}
        <p>
          <Link to={to('/profile/privacy/views')}>{t('views.title')}</Link>
        </p>
      </section>
    </article>
  );
}

export { PrivacyPage as Component };
