import type { Message } from '../message.js';

/**
 * The guardian feature's message texts in five languages (issue 17). Kept in its own file so the
 * feature's keys travel together; the locale catalogues spread them in.
 */
const en = {} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

export const guardianMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar: {},
  ur: {},
  fa: {},
  tr: {},
};
