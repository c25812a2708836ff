import type { Locale } from '@mawadda/contracts/locale';
import { formatNumber } from '../../../lib/format';

/**
 * A count as a sentence shows it: "20+" when only a first page was read and more follow. The
 * isolate keeps "20+" in that order inside a right-to-left sentence.
 */
export const countText = (count: number, more: boolean, locale: Locale) =>
  more ? `\u2066${formatNumber(count, locale)}+\u2069` : formatNumber(count, locale);
