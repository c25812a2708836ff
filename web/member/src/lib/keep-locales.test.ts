import { describe, expect, it } from 'vitest';
import { keepLocales, keptLocales } from './keep-locales';

const text = (s: string) => ({ ar: `${s} ar`, en: `${s} en`, ur: `${s} ur`, fa: `${s} fa`, tr: `${s} tr` });

describe('keepLocales', () => {
  it("keeps a page's own texts and Arabic's, everywhere in its data", () => {
    const data = {
      menus: { header: [{ id: 1, link: '/', label: text('Home'), order: 1, isActive: true }] },
      blocks: { promo: { items: [{ title: text('Promo'), data: { trialDays: 14 }, image: null }] } },
      pages: [{ slug: 'about', title: text('About') }],
    };
    expect(keepLocales(data, 'en')).toEqual({
      menus: {
        header: [{ id: 1, link: '/', label: { ar: 'Home ar', en: 'Home en' }, order: 1, isActive: true }],
      },
      blocks: {
        promo: {
          items: [{ title: { ar: 'Promo ar', en: 'Promo en' }, data: { trialDays: 14 }, image: null }],
        },
      },
      pages: [{ slug: 'about', title: { ar: 'About ar', en: 'About en' } }],
    });
    expect(keepLocales(data, 'ar').pages[0]!.title).toEqual({ ar: 'About ar' });
    // The original is left as it was (the server renders from it).
    expect(data.pages[0]!.title.tr).toBe('About tr');
  });

  it('leaves alone what only looks like a text per locale', () => {
    const data = { counts: { ar: 3, en: 4 }, empty: {}, mixed: { ar: 'x', slug: 'y' }, list: ['ar', 'en'] };
    expect(keepLocales(data, 'en')).toEqual(data);
  });

  it('names the locales it keeps', () => {
    expect(keptLocales('ar')).toEqual(['ar']);
    expect(keptLocales('tr')).toEqual(['tr', 'ar']);
  });
});
