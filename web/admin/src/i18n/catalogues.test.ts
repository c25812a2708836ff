import englishMessages from 'ra-language-english';
import { describe, expect, it, vi } from 'vitest';
import arRa from './ar/ra';
import { browserLang, catalogues, createI18nProvider } from './index';

/** Every leaf path of a catalogue tree (`ra.action.save`, …). */
const paths = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? paths(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('catalogues', () => {
  it("translate every key of react-admin's English into Arabic", () => {
    expect(paths(arRa).sort()).toEqual(paths(englishMessages).sort());
  });

  it('have the same keys in Arabic and English', () => {
    expect(paths(catalogues.ar).sort()).toEqual(paths(catalogues.en).sort());
  });

  it('speak Arabic by default, right to left, with Arabic plurals and API messages', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-AE', 'en']);
    const i18n = await createI18nProvider();
    vi.restoreAllMocks();
    expect(i18n.getLocale()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('مودة | لوحة فريق العمل');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 3 })).toBe('تم حذف 3 عناصر');
    expect(i18n.translate('mw.moderation.position', { n: 2, total: 9 })).toBe('2 من 9 بانتظار المراجعة');
    // A problem's message key from the API reads in the console's language.
    expect(i18n.translate('error.accountDisabled')).not.toMatch(/suspended/);
  });

  it("follow the browser's language until staff choose one, without storing it", async () => {
    expect(browserLang(['en-GB', 'ar'])).toBe('en');
    expect(browserLang(['fr-FR', 'ar-SA'])).toBe('ar');
    expect(browserLang(['de'])).toBe('ar');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect((await createI18nProvider()).getLocale()).toBe('en');
    vi.restoreAllMocks();
    expect(localStorage.getItem('admin.lang')).toBeNull();
  });

  it('remembers a change of language and turns the page', async () => {
    const i18n = await createI18nProvider('ar');
    await i18n.changeLocale('en');
    expect(localStorage.getItem('admin.lang')).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // The tab says it in English too, not the Arabic of index.html.
    expect(document.title).toBe('Mawadda | Staff console');
    expect((await createI18nProvider()).getLocale()).toBe('en');
  });
});
