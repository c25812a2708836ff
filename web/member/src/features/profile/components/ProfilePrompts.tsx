import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfilePrompt } from '@mawadda/contracts';

/**
 * The member's prompt answers near the top of her profile: the question small, her answer in her
 * own words and script (direction taken from the text itself). On another's profile nothing when
 * she wrote none; on one's own (`onEdit`) the card stays, inviting her to answer or change them.
 */
export function ProfilePrompts({
  prompts,
  onEdit,
}: {
  prompts: readonly ProfilePrompt[];
  onEdit?: () => void;
}) {
  const { t } = useTranslation('profile');
  if (prompts.length === 0 && !onEdit) return null;
  return (
    <section className="card profile-card" aria-labelledby="prompts-title">
      <h2 id="prompts-title">{t('prompts.title')}</h2>
      {prompts.length === 0 ? (
        <p className="profile-empty">{t('prompts.editor.lead')}</p>
      ) : (
        <ul className="profile-prompts">
          {prompts.map(({ prompt, answer }) => (
            <li key={prompt} className="profile-prompt">
              <h3>{t(`prompts.questions.${prompt}`)}</h3>
              <p dir="auto">{answer}</p>
            </li>
          ))}
        </ul>
      )}
      {onEdit && (
        <div className="profile-card__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={onEdit}>
            <PencilLine className="btn__icon" aria-hidden="true" />
            {t(prompts.length === 0 ? 'prompts.answer' : 'prompts.change')}
          </button>
        </div>
      )}
    </section>
  );
}
