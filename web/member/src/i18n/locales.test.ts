import { describe, expect, it } from 'vitest';
import { LOCALES } from '@mawadda/contracts/locale';
import { NAMESPACES } from './i18n';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

const flatten = (o: Record<string, unknown>, prefix = ''): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object'
        ? Object.entries(flatten(v as Record<string, unknown>, `${prefix}${k}.`))
        : [[`${prefix}${k}`, v]],
    ),
  );

/**
 * Plural forms (`_one`, `_few`…) follow each language's CLDR rules and gendered forms
 * (`_male`, `_female`) exist where a language needs them, so keys are compared by their base.
 */
const VARIANT = /_(zero|one|two|few|many|other|male|female)$/;
const base = (key: string) => {
  let k = key;
  while (VARIANT.test(k)) k = k.replace(VARIANT, '');
  return k;
};
const bases = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [base(k), v]));

describe('interface strings', () => {
  it.each([...NAMESPACES])('namespace %s has every key, filled, in all five locales', (ns) => {
    const byLocale = Object.fromEntries(
      LOCALES.map((l) => [l, bases(flatten(files[`./locales/${l}/${ns}.json`] ?? {}))]),
    );
    const all = new Set(Object.values(byLocale).flatMap((o) => Object.keys(o)));
    expect(all.size, `${ns} has no strings`).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const missing = [...all].filter((k) => !(k in byLocale[locale]!));
      expect(missing, `${locale}/${ns}.json lacks keys`).toEqual([]);
      const empty = Object.entries(byLocale[locale]!)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect(empty, `${locale}/${ns}.json has empty strings`).toEqual([]);
    }
  });

  it('keeps placeholders the same in every locale', () => {
    for (const ns of NAMESPACES) {
      const en = flatten(files[`./locales/en/${ns}.json`] ?? {});
      for (const locale of LOCALES) {
        const other = flatten(files[`./locales/${locale}/${ns}.json`] ?? {});
        for (const [key, text] of Object.entries(en)) {
          if (VARIANT.test(key)) continue; // a plural or gendered form may drop {{count}} by grammar
          const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
          expect(vars(other[key]), `${locale}/${ns}:${key}`).toEqual(vars(text));
        }
      }
    }
  });
});
