import { describe, expect, it } from 'vitest';
import { LOCALES } from '@mawadda/contracts/locale';
import { WISH_KINDS } from '@mawadda/contracts';
import { i18n, initI18n, loadLocale } from '../../../i18n/i18n';
import { mustKindLabel } from './must-kinds';

describe('the names of unmet must-haves', () => {
  it.each([...LOCALES])('name every kind in words in %s, never its key', async (locale) => {
    if (!i18n.isInitialized) await initI18n(locale);
    await loadLocale(locale);
    const t = i18n.getFixedT(locale);
    for (const kind of WISH_KINDS) {
      const label = mustKindLabel(t, kind);
      expect(label, kind).not.toBe(kind);
      expect(label, kind).not.toMatch(/[.:]/);
    }
  });
});
