import type { i18n as I18n } from 'i18next';
import type { Locale } from '@mawadda/contracts/locale';

type Category = Intl.LDMLPluralRule;
type Rule = Pick<Intl.PluralRules, 'select' | 'resolvedOptions'>;

/**
 * CLDR's cardinal plural rules of our five languages, for whole numbers: the first `Intl` object
 * of a page loads ICU data, a costly part of hydration. They agree with `Intl` for every whole
 * number the tests try (plural-rules.test.ts); anything else goes to `Intl`.
 */
const CARDINAL: Record<Locale, { categories: Category[]; select: (n: number) => Category }> = {
  ar: {
    categories: ['zero', 'one', 'two', 'few', 'many', 'other'],
    select: (n) => {
      const r = n % 100;
      if (n === 0) return 'zero';
      if (n === 1) return 'one';
      if (n === 2) return 'two';
      if (r >= 3 && r <= 10) return 'few';
      if (r >= 11 && r <= 99) return 'many';
      return 'other';
    },
  },
  en: { categories: ['one', 'other'], select: (n) => (n === 1 ? 'one' : 'other') },
  ur: { categories: ['one', 'other'], select: (n) => (n === 1 ? 'one' : 'other') },
  tr: { categories: ['one', 'other'], select: (n) => (n === 1 ? 'one' : 'other') },
  fa: { categories: ['one', 'other'], select: (n) => (n <= 1 ? 'one' : 'other') },
};

/** The cardinal rule of `locale` for whole numbers, `Intl`'s (built when first needed) otherwise. */
export function cardinalRule(locale: Locale): Rule {
  const own = CARDINAL[locale];
  let intl: Intl.PluralRules | undefined;
  const full = () => (intl ??= new Intl.PluralRules(locale, { type: 'cardinal' }));
  return {
    select: (n) => (Number.isSafeInteger(n) && n >= 0 ? own.select(n) : full().select(n)),
    // Only the categories are read (i18next lists a key's plural forms by them).
    resolvedOptions: () => ({ ...full().resolvedOptions(), pluralCategories: own.categories }),
  };
}

/** i18next reads these rules for our languages' cardinal plurals; ordinals and others stay `Intl`'s. */
export function installPluralRules(i18n: I18n): void {
  const resolver = i18n.services.pluralResolver as {
    getRule(code: string, options?: { ordinal?: boolean }): Rule | undefined;
    ours?: true;
  };
  if (resolver.ours) return;
  resolver.ours = true;
  const intlRule = resolver.getRule.bind(resolver);
  const rules = new Map<string, Rule>();
  resolver.getRule = (code, options = {}) => {
    if (options.ordinal || !(code in CARDINAL)) return intlRule(code, options);
    let rule = rules.get(code);
    if (!rule) rules.set(code, (rule = cardinalRule(code as Locale)));
    return rule;
  };
}
