import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { MAWADDA } from './brand';

/*
 * The member site's font stacks (web/member/src/styles/base.css): the platform's Naskh for
 * Arabic, the system font for Latin. System fonts only: the console's CSP loads nothing from
 * another host, and a web font would delay the first screen.
 */
const FONT_LATIN =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';
const FONT_ARABIC = '"Noto Naskh Arabic", "Noto Sans Arabic", "Segoe UI", Tahoma, "Geeza Pro", sans-serif';

/**
 * A wide table scrolls inside its list, not the whole page: flex items are as wide as their
 * content by default, so one wide table made the page wider than a phone's screen. Every box from
 * the frame down to the table's wrapper (Datagrid's and DataTable's) may shrink, and the wrapper
 * scrolls sideways; lists that matter on a phone show rows instead of a table.
 */
const NARROW_SCREENS = {
  'body .layout, .RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content, .list-page, .RaList-main, .show-page, .edit-page, .create-page':
    { minWidth: 0, maxWidth: '100%' },
  '.RaList-content, .RaDatagrid-root, .RaDataTable-root': { minWidth: 0, maxWidth: '100%' },
  '.RaDatagrid-tableWrapper, .RaDataTable-tableWrapper': { overflowX: 'auto', maxWidth: '100%' },
};

const shape = { borderRadius: 8 };

function components(base: RaThemeOptions['components'], mode: 'light' | 'dark') {
  return {
    ...base,
    MuiCssBaseline: { styleOverrides: NARROW_SCREENS },
    // The app bar in the site's teal (not Material blue), in both modes.
    MuiAppBar: {
      styleOverrides: {
        colorPrimary: {
          backgroundColor: mode === 'light' ? MAWADDA.teal700 : MAWADDA.teal900,
          color: '#fff',
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: { styleOverrides: { root: { borderRadius: 14 } } },
  };
}

export function themesFor(direction: 'rtl' | 'ltr'): { light: RaThemeOptions; dark: RaThemeOptions } {
  const fontFamily = direction === 'rtl' ? `${FONT_ARABIC}, ${FONT_LATIN}` : FONT_LATIN;
  return {
    light: {
      ...defaultLightTheme,
      direction,
      shape,
      palette: {
        mode: 'light',
        primary: {
          main: MAWADDA.teal700,
          dark: MAWADDA.teal900,
          light: MAWADDA.teal500,
          contrastText: '#fff',
        },
        secondary: { main: MAWADDA.gold500, light: MAWADDA.gold100, contrastText: MAWADDA.teal900 },
        error: { main: MAWADDA.rose600 },
        background: { default: MAWADDA.paper, paper: '#fff' },
        text: { primary: MAWADDA.ink900, secondary: MAWADDA.ink500 },
        divider: MAWADDA.ink200,
      },
      typography: { ...defaultLightTheme.typography, fontFamily },
      components: components(defaultLightTheme.components, 'light'),
    },
    dark: {
      ...defaultDarkTheme,
      direction,
      shape,
      palette: {
        mode: 'dark',
        primary: { main: MAWADDA.teal500, contrastText: '#fff' },
        secondary: { main: MAWADDA.gold500, contrastText: MAWADDA.teal900 },
      },
      typography: { ...defaultDarkTheme.typography, fontFamily },
      components: components(defaultDarkTheme.components, 'dark'),
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
