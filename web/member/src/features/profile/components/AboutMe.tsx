import { useTranslation } from 'react-i18next';
import { PendingReview } from './PendingReview';

/**
 * "About me" in the member's own words; line breaks kept, direction taken from the text itself.
 * On one's own profile a newer text awaiting review is shown in its place, marked so.
 */
export function AboutMe({
  text,
  own,
  pending,
}: {
  text: string | null;
  own: boolean;
  pending?: string | null;
}) {
  const { t } = useTranslation('profile');
  if (own && pending) {
    return (
      <section className="card profile-card" aria-labelledby="about-title">
        <h2 id="about-title">{t('sections.about')}</h2>
        <p className="profile-about" dir="auto">
          {pending}
        </p>
        <PendingReview what={t('moderation.aboutMePending')} />
      </section>
    );
  }
  if (!text && !own) return null;
  return (
    <section className="card profile-card" aria-labelledby="about-title">
      <h2 id="about-title">{t('sections.about')}</h2>
      {text ? (
        <p className="profile-about" dir="auto">
          {text}
        </p>
      ) : (
        <p className="profile-empty">{t('aboutEmpty')}</p>
      )}
    </section>
  );
}
