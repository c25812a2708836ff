import type { Locale } from '@mawadda/contracts/locale';

interface Names {
  fullName: string;
  /** Absent (older search answers) reads as not given. */
  fullNameEn?: string | null;
  fullNameAr?: string | null;
}

/**
 * The name in the reader's script when the member gave one (spec §3: Full Name En and Ar): the
 * Arabic page shows the Arabic name, the English and Turkish pages the Latin one. Urdu and Persian
 * pages keep the full name as given: an Arabic spelling of a name is not necessarily theirs.
 */
export function displayName(names: Names, locale: Locale): string {
  if (locale === 'ar' && names.fullNameAr) return names.fullNameAr;
  if ((locale === 'en' || locale === 'tr') && names.fullNameEn) return names.fullNameEn;
  return names.fullName;
}
