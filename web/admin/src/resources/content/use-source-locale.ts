import { useOptionalSourceContext } from 'react-admin';
import { dirOf, localeOfSource } from './locales';

/** The locale (and writing direction) a translatable input or field is rendered for. */
export function useSourceLocale(source: string) {
  const context = useOptionalSourceContext();
  const finalSource = context ? context.getSource(source) : source;
  const lang = localeOfSource(finalSource);
  return { lang, dir: dirOf(lang), finalSource };
}
