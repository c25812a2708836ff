import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVEAL_SUBJECTS, type RevealSubject } from '@mawadda/contracts';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { fetchPrivacy } from '../api/fetch-privacy';
import { revealTo, revokeReveal } from '../api/reveals';
import { revealKeys, useReveals } from '../hooks/use-reveals';

/**
 * On another member's profile: open my hidden photos or CV to this one person, or take it back.
 * The server decides whether I may (a follow, a conversation, or their request), so its refusal is
 * shown as it words it.
 */
export function RevealToMember({ memberId, name }: { memberId: string; name: string }) {
  const { t } = useTranslation('reveal');
  const { locale } = useLocale();
  const toast = useToast();
  const { reveals, refresh } = useReveals();
  const privacy = useQuery({ queryKey: revealKeys.privacy, queryFn: ({ signal }) => fetchPrivacy(signal) });
  const [busy, setBusy] = useState(false);
  if (!reveals || !privacy.data) return null;
  const revealed = (s: RevealSubject) => reveals.some((r) => r.viewerId === memberId && r.subject === s);
  // What I hide can be revealed; what stands revealed can be revoked (even once I show it to all).
  const hides = (s: RevealSubject) => (s === 'photos' ? privacy.data.photosHidden : privacy.data.cvHidden);
  const offered = REVEAL_SUBJECTS.filter((s) => hides(s) || revealed(s));
  if (offered.length === 0) return null;

  const act = async (subject: RevealSubject) => {
    setBusy(true);
    const was = revealed(subject);
    try {
      if (was) await revokeReveal(memberId, subject);
      else await revealTo(memberId, subject);
      toast.success(t(was ? `give.revoked.${subject}` : `give.revealed.${subject}`, { name }));
      await refresh();
    } catch (error) {
      toast.error(problemMessage(error, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card profile-card" aria-labelledby="reveal-to-title">
      <h2 id="reveal-to-title">{t('give.title', { name })}</h2>
      <div className="profile-card__actions">
        {offered.map((subject) => (
          <button
            key={subject}
            type="button"
            className={revealed(subject) ? 'btn btn--ghost' : 'btn'}
            aria-busy={busy || undefined}
            disabled={busy}
            onClick={() => void act(subject)}
          >
            {revealed(subject) ? t(`give.revoke.${subject}`) : t(`give.reveal.${subject}`, { name })}
          </button>
        ))}
      </div>
    </section>
  );
}
