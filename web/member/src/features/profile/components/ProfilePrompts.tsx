import { useTranslation } from 'react-i18next';
import type { ProfilePrompt } from '@mawadda/contracts';

/**
 * The member's prompt answers near the top of her profile: the question small, her answer in her
 * own words and script (direction taken from the text itself). Nothing when she wrote none.
 */
export function ProfilePrompts({ prompts }: { prompts: readonly ProfilePrompt[] }) {
  const { t } = useTranslation('profile');
  if (prompts.length === 0) return null;
  return (
    <section className="card profile-card" aria-labelledby="prompts-title">
      <h2 id="prompts-title">{t('prompts.title')}</h2>
      <ul className="profile-prompts">
        {prompts.map(({ prompt, answer }) => (
          <li key={prompt} className="profile-prompt">
            <h3>{t(`prompts.questions.${prompt}`)}</h3>
            <p dir="auto">{answer}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
