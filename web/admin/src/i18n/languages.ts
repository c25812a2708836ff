/** The console's languages: Arabic first (the default, right to left), then English. */
export const CONSOLE_LANGS = ['ar', 'en'] as const;
export type ConsoleLang = (typeof CONSOLE_LANGS)[number];
export const DEFAULT_LANG: ConsoleLang = 'ar';
export const LANG_STORAGE_KEY = 'admin.lang';

export const isConsoleLang = (v: unknown): v is ConsoleLang =>
  typeof v === 'string' && (CONSOLE_LANGS as readonly string[]).includes(v);

export const directionOf = (lang: string): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** Text direction of any of the five site locales (a member's feedback may be in any of them). */
export const localeDirection = (locale: string): 'rtl' | 'ltr' =>
  ['ar', 'fa', 'ur'].includes(locale) ? 'rtl' : 'ltr';

/**
 * The browser's first language the console speaks (`en-GB` is English), else Arabic: a staff
 * member whose browser asks for English is not met by an Arabic console before they switch.
 */
export function browserLang(
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
): ConsoleLang {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isConsoleLang(base)) return base;
  }
  return DEFAULT_LANG;
}

/** The language chosen in the app bar before, else the browser's. */
export function storedLang(): ConsoleLang {
  try {
    const v = localStorage.getItem(LANG_STORAGE_KEY);
    return isConsoleLang(v) ? v : browserLang();
  } catch {
    return browserLang();
  }
}

/** The tab's title in each language (index.html starts with the Arabic one). */
const TAB_TITLE: Record<ConsoleLang, string> = {
  ar: 'مودة | لوحة فريق العمل',
  en: 'Mawadda | Staff console',
};

/** Turns the page: `<html lang dir>` and the tab's title follow the language. */
export function applyLang(lang: ConsoleLang): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
  document.title = TAB_TITLE[lang];
}

/** Remembers a choice made in the app bar (the browser's language is not stored: it may change). */
export function rememberLang(lang: ConsoleLang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

type Listener = (lang: ConsoleLang) => void;
const listeners = new Set<Listener>();

/** The app's shell listens to turn theme direction and styles with the language. */
export function onLangChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceLang(lang: ConsoleLang): void {
  for (const listener of listeners) listener(lang);
}
