import type { Gender, SearchCard } from '@mawadda/contracts';
import { profileValueLabel } from '@mawadda/contracts/profile-labels';
import { useLocale } from '../../routes/use-locale';

/**
 * Presence as the profile page words it: online now (a live tab), active today, active this week,
 * and nothing at all otherwise ("offline" tells a family nothing: contracts' presence.ts). A dot
 * for the eye and always the word (colour is never alone); Arabic in the member's gender.
 */
export function PresenceTag({
  presence,
  gender = null,
}: {
  presence: SearchCard['presence'];
  gender?: Gender | null;
}) {
  const { locale } = useLocale();
  if (presence === 'offline') return null;
  return (
    <span className={`presence presence--${presence}`}>
      <span className="presence__dot" aria-hidden="true" />
      {profileValueLabel('presence', presence, locale, gender)}
    </span>
  );
}
