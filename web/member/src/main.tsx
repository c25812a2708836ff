import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE } from '@mawadda/contracts/locale';
import { splitLocale } from '@mawadda/contracts/web-routes';
import { App } from './app/App';
import { storedLocale } from './app/locale-preference';
import { initI18n } from './i18n/i18n';
import { localePath } from './lib/paths';
import './styles/index.css';

// A first visit to an unprefixed (Arabic) address by someone who chose another language
// earlier opens that language; inside the app the URL decides.
const { locale: urlLocale, path } = splitLocale(location.pathname);
const preferred = storedLocale();
if (
  urlLocale === DEFAULT_LOCALE &&
  preferred !== DEFAULT_LOCALE &&
  !location.pathname.startsWith(`/${DEFAULT_LOCALE}`)
) {
  history.replaceState(null, '', `${localePath(preferred, path)}${location.search}${location.hash}`);
}

await initI18n(splitLocale(location.pathname).locale);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
