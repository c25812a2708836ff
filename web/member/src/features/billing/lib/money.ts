import type { Locale } from '@mawadda/contracts/locale';
import { formatNumber, formatPercent } from '../../../lib/format';

/**
 * An amount in minor units (fils) as the member reads money in their language: "AED 1,234.50",
 * "‏1,234.50 د.إ.‏". Always two decimals, so the figures of a receipt line up and add up as printed.
 * The division happens here only, for display: no arithmetic is ever done on the result.
 */
export const formatMoney = (minor: number, locale: Locale, currency = 'AED') =>
  formatNumber(minor / 100, locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** A VAT rate in basis points (500) as the language writes a percentage ("5%", "٥٪"). */
export const formatVatRate = (basisPoints: number, locale: Locale) =>
  formatNumber(basisPoints / 10_000, locale, { style: 'percent', maximumFractionDigits: 2 });

/** A discount badge: "-40%" in the language's own percent form. */
export const formatDiscount = (percent: number, locale: Locale) => `-${formatPercent(percent, locale)}`;

/**
 * A price as an offer reads it: no ".00" on a whole amount ("AED 300", "300 د.إ."), the fils
 * otherwise. Receipts keep formatMoney, whose columns must line up.
 */
export const formatPrice = (minor: number, locale: Locale, currency = 'AED') =>
  formatNumber(minor / 100, locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
