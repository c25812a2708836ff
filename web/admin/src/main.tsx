import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18nProvider } from './i18n';

// The catalogues are in the bundle; the provider is ready before the first render, so the
// console never paints in a language (or direction) it then has to flip.
const i18nProvider = await createI18nProvider();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18nProvider={i18nProvider} />
  </StrictMode>,
);
