import { useTranslation } from 'react-i18next';
import type { MemberCv } from '@mawadda/contracts';

/**
 * Another member's CV as images made for me, with my mark drawn on them; never the file itself.
 * The URLs live only as long as the profile that carries them: when a reveal is taken back the
 * next read of the profile has none, and the pages leave the screen.
 */
export function MemberCvSection({ cv }: { cv: MemberCv | null }) {
  const { t } = useTranslation('profile');
  if (!cv) return null;
  return (
    <section className="card profile-card" aria-labelledby="cv-title">
      <h2 id="cv-title" tabIndex={-1}>
        {t('cv.title')}
      </h2>
      {cv.pages.length === 0 ? (
        <p className="profile-empty">{t('cv.noPreview')}</p>
      ) : (
        <ol className="cv-pages">
          {cv.pages.map((page, i) => (
            <li key={page.url}>
              <img
                src={page.url}
                width={page.width || undefined}
                height={page.height || undefined}
                alt={t('cv.page', { n: i + 1 })}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
