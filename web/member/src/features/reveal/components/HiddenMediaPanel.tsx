import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVEAL_SUBJECTS, type MemberProfile, type RevealSubject } from '@mawadda/contracts';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { askToSee } from '../api/reveal-requests';

/**
 * On another member's profile: what they keep for the people they choose, said calmly, with a
 * soft placeholder (their initial, never a blurred photo) and "Ask to see". The state of my
 * request comes with the profile, which the page reads again every 15 s and on focus.
 */
export function HiddenMediaPanel({
  profile,
  name,
  onChanged,
}: {
  profile: MemberProfile;
  name: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('reveal');
  const { locale } = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState<RevealSubject | null>(null);
  const hidden = REVEAL_SUBJECTS.filter((s) => profile.hidden[s]);
  if (hidden.length === 0) return null;
  const status = (s: RevealSubject) => profile.revealRequests.find((r) => r.subject === s)?.status;

  const ask = async (subject: RevealSubject) => {
    setBusy(subject);
    try {
      await askToSee(profile.memberId, subject);
      toast.success(t('hidden.asked', { name }));
      onChanged();
    } catch (error) {
      toast.error(problemMessage(error, locale));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card profile-card hidden-media" aria-labelledby="hidden-media-title">
      <div className="hidden-media__placeholder" aria-hidden="true">
        <span>{name.trim().charAt(0)}</span>
      </div>
      <div>
        <h2 id="hidden-media-title">{t('hidden.title')}</h2>
        <p>{t('hidden.body', { name })}</p>
        <ul className="hidden-media__asks">
          {hidden.map((subject) => {
            const state = status(subject);
            return (
              <li key={subject}>
                <span className="hidden-media__subject">{t(`subject.${subject}`)}</span>{' '}
                {state === 'pending' ? (
                  <span className="badge" role="status">
                    {t('hidden.sent')}
                  </span>
                ) : state === 'declined' ? (
                  <span className="badge">{t('hidden.declined')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn--ghost"
                    aria-busy={busy === subject || undefined}
                    disabled={busy !== null}
                    onClick={() => void ask(subject)}
                  >
                    {t(`hidden.ask.${subject}`)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
