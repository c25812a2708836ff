import type { SearchCard } from '@mawadda/contracts';
import { useLocale } from '../../routes/use-locale';
import { presenceLabel } from './presence';

/** The online or offline state: a dot for the eye, and always the word (colour is never alone). */
export function PresenceTag({ presence }: { presence: SearchCard['presence'] }) {
  const { locale } = useLocale();
  return (
    <span className={`presence presence--${presence}`}>
      <span className="presence__dot" aria-hidden="true" />
      {presenceLabel(presence, locale)}
    </span>
  );
}
