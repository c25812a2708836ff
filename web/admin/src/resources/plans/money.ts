import { CURRENCY } from '@mawadda/contracts';

/** Money is integer fils (DESIGN §3); staff read and type dirhams with two decimals. */
export const minorToAed = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? null : minor / 100;
export const aedToMinor = (aed: number | string | null | undefined) => {
  if (aed === null || aed === undefined || aed === '') return null;
  const n = typeof aed === 'number' ? aed : Number(aed);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

export function formatAed(minor: number | null | undefined, locale: string): string {
  if (minor === null || minor === undefined) return '—';
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-AE' : 'en-AE', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}
