import type { Message } from '../message.js';

/**
 * The account feature's message texts in five languages, spread into the locale catalogues.
 */
const en = {
  'account.title': 'Account and security',
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

export const accountMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar: { 'account.title': 'الحساب والأمان' },
  ur: { 'account.title': 'اکاؤنٹ اور سیکیورٹی' },
  fa: { 'account.title': 'حساب و امنیت' },
  tr: { 'account.title': 'Hesap ve güvenlik' },
};
