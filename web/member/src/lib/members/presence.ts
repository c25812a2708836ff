import type { SearchCard } from '@mawadda/contracts/cards';
// The labels alone (not the contracts' index): the home page's strip shows presence too.
import { PROFILE_ENUM_LABELS } from '@mawadda/contracts/profile-labels';
import type { Locale } from '@mawadda/contracts/locale';

/** "Online" / "Offline" in the page's language, the same words as on a profile. */
export const presenceLabel = (presence: SearchCard['presence'], locale: Locale) => {
  const label = PROFILE_ENUM_LABELS.presence[presence];
  return label[locale] || label.ar;
};
