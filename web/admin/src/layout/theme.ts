import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** System fonts only: the console loads nothing from another host (its CSP would refuse it). */
const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Tahoma, "Noto Sans Arabic", "Noto Naskh Arabic", Roboto, Arial, sans-serif';

export function themesFor(direction: 'rtl' | 'ltr'): { light: RaThemeOptions; dark: RaThemeOptions } {
  const typography = { fontFamily: FONT_STACK };
  return {
    light: {
      ...defaultLightTheme,
      direction,
      typography: { ...defaultLightTheme.typography, ...typography },
    },
    dark: { ...defaultDarkTheme, direction, typography: { ...defaultDarkTheme.typography, ...typography } },
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
