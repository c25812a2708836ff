import { useTranslation } from 'react-i18next';

/** "About me" in the member's own words; line breaks kept, direction taken from the text itself. */
export function AboutMe({ text, own }: { text: string | null; own: boolean }) {
  const { t } = useTranslation('profile');
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
