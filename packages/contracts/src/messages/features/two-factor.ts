import type { Message } from '../message.js';

/**
 * The two-factor feature's message texts in five languages, spread into the locale catalogues.
 */
const en = {
  'twoFactor.title': 'Two-step sign-in',
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

export const twoFactorMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar: { 'twoFactor.title': 'الدخول بخطوتين' },
  ur: { 'twoFactor.title': 'دو مرحلوں میں سائن ان' },
  fa: { 'twoFactor.title': 'ورود دومرحله‌ای' },
  tr: { 'twoFactor.title': 'İki adımlı giriş' },
};
