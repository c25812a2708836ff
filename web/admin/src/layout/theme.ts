import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** System fonts only: the console loads nothing from another host (its CSP would refuse it). */
const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Tahoma, "Noto Sans Arabic", "Noto Naskh Arabic", Roboto, Arial, sans-serif';

/**
 * A wide table scrolls inside its list, not the whole page: flex items are as wide as their
 * content by default, so one wide table made the page wider than a phone's screen. Every box from
 * the frame down to the table's wrapper may shrink, and the wrapper scrolls sideways.
 */
const NARROW_SCREENS = {
  MuiCssBaseline: {
    styleOverrides: {
      // react-admin's layout root is `min-width: fit-content`: `body` outranks its one class.
      'body .layout, .RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content, .list-page, .RaList-main, .show-page, .edit-page, .create-page':
        { minWidth: 0, maxWidth: '100%' },
      '.RaList-content, .RaDatagrid-root': { minWidth: 0, maxWidth: '100%' },
      '.RaDatagrid-tableWrapper': { overflowX: 'auto', maxWidth: '100%' },
    },
  },
};

export function themesFor(direction: 'rtl' | 'ltr'): { light: RaThemeOptions; dark: RaThemeOptions } {
  const typography = { fontFamily: FONT_STACK };
  return {
    light: {
      ...defaultLightTheme,
      direction,
      typography: { ...defaultLightTheme.typography, ...typography },
      components: { ...defaultLightTheme.components, ...NARROW_SCREENS },
    },
    dark: {
      ...defaultDarkTheme,
      direction,
      typography: { ...defaultDarkTheme.typography, ...typography },
      components: { ...defaultDarkTheme.components, ...NARROW_SCREENS },
    },
  };
}

const caches = new Map<string, EmotionCache>();

/**
 * Material UI's styles flipped for Arabic: the emotion cache of the rtl direction runs every rule
 * through stylis-plugin-rtl (margin-left becomes margin-right, …). One cache per direction.
 */
export function emotionCacheFor(direction: 'rtl' | 'ltr'): EmotionCache {
  let cache = caches.get(direction);
  if (!cache) {
    cache =
      direction === 'rtl'
        ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
        : createCache({ key: 'muiltr' });
    caches.set(direction, cache);
  }
  return cache;
}
