import type { Message } from '../message.js';

/**
 * Identity verification (selfie, ID document) and badges: message texts in five languages
 * (issue 17). The locale catalogues spread them in.
 */
const en = {} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

export const badgesMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar: {},
  ur: {},
  fa: {},
  tr: {},
};
