import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@mawadda/contracts/locale';
import { cardinalRule } from './plural-rules';
import { i18n, initI18n } from './i18n';

describe('our plural rules', () => {
  it("choose Intl's category for every whole number from 0 to 100,000, in all five languages", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.PluralRules(locale, { type: 'cardinal' });
      const own = cardinalRule(locale);
      const wrong: number[] = [];
      for (let n = 0; n <= 100_000; n++) if (own.select(n) !== intl.select(n)) wrong.push(n);
      expect(wrong.slice(0, 5), locale).toEqual([]);
      expect([...own.resolvedOptions().pluralCategories].sort(), locale).toEqual(
        [...intl.resolvedOptions().pluralCategories].sort(),
      );
      // Not a whole number: Intl's own answer.
      expect(own.select(1.5), locale).toBe(intl.select(1.5));
    }
  });

  it("are what i18next counts with: Arabic's six forms, English's two", async () => {
    await initI18n('en');
    const resolver = i18n.services.pluralResolver;
    // The point: no Intl object is built to count (ICU's data loads with the first one).
    const built = vi.spyOn(Intl, 'PluralRules');
    expect(resolver.getSuffix('ar', 5)).toBe('_few');
    expect(resolver.getSuffix('en', 5)).toBe('_other');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    expect(resolver.getSuffix('ar', 0)).toBe('_zero');
    expect(resolver.getSuffix('ar', 2)).toBe('_two');
    expect(resolver.getSuffix('ar', 103)).toBe('_few');
    expect(resolver.getSuffix('ar', 111)).toBe('_many');
    expect(resolver.getSuffix('ar', 100)).toBe('_other');
    expect(resolver.getSuffix('en', 1)).toBe('_one');
    expect(resolver.getSuffix('fa', 0)).toBe('_one');
    expect(resolver.getSuffixes('ar')).toEqual(['_zero', '_one', '_two', '_few', '_many', '_other']);
    // Ordinals are not ours.
    expect(resolver.getSuffix('en', 2, { ordinal: true })).toBe('_ordinal_two');
  });
});
