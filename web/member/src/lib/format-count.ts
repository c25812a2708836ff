import type { Locale } from '@mawadda/contracts/locale';

/**
 * Persian readers expect Persian digits; Arabic and Urdu pages on this site keep Latin digits,
 * as the rest of their texts (and the API's messages) do.
 */
export function formatCount(n: number, locale: Locale): string {
  const tag = locale === 'fa' ? 'fa' : `${locale}-u-nu-latn`;
  return new Intl.NumberFormat(tag, { useGrouping: false }).format(n);
}
