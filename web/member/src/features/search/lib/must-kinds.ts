import type { TFunction } from 'i18next';

/**
 * The name of a kind of wish search reports unmet, in the words of the member's own wishes page
 * (the preferences catalogue): the same word where she set it and where she reads it missed.
 * Places (countries, cities or a distance) are one kind in search, named as the page's section.
 */
export function mustKindLabel(t: TFunction, kind: string): string {
  if (kind === 'place') return t('preferences:sections.where');
  if (kind === 'verifiedOnly') return t('preferences:verifiedOnly.label');
  return t(`preferences:wishes.${kind}`, { defaultValue: kind });
}
