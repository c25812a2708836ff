/** A text in the five languages, each recognisably its own, for forms with a tab per language. */
export const localized = (word: string) => ({
  ar: `${word} بالعربية`,
  en: `${word} in English`,
  ur: `${word} اردو میں`,
  fa: `${word} به فارسی`,
  tr: `${word} Türkçe`,
});
