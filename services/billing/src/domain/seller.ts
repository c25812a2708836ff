import type { Locale } from '@mawadda/contracts';

/**
 * The seller as a receipt and the provider's page name it, in the member's language: an Arabic
 * receipt says مودة, دبي. A deployment that sets BILLING_SELLER_NAME / _ADDRESS (a registered legal
 * name is often written one way only) gets that text in every language instead.
 */
const NAMES: Record<Locale, string> = { ar: 'مودة', en: 'Mawadda', ur: 'مودّت', fa: 'مودّت', tr: 'Mawadda' };
const ADDRESSES: Record<Locale, string> = {
  ar: 'دبي، الإمارات العربية المتحدة',
  en: 'Dubai, United Arab Emirates',
  ur: 'دبئی، متحدہ عرب امارات',
  fa: 'دبی، امارات متحدهٔ عربی',
  tr: 'Dubai, Birleşik Arap Emirlikleri',
};

export interface SellerSettings {
  BILLING_SELLER_NAME?: string | undefined;
  BILLING_SELLER_ADDRESS?: string | undefined;
}

export const sellerName = (config: SellerSettings, locale: Locale) =>
  config.BILLING_SELLER_NAME ?? NAMES[locale];
export const sellerAddress = (config: SellerSettings, locale: Locale) =>
  config.BILLING_SELLER_ADDRESS ?? ADDRESSES[locale];
