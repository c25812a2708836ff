import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DEFAULT_LOCALE } from '@mawadda/contracts/locale';
import { splitLocale } from '@mawadda/contracts/web-routes';
import { App, loadStartup } from './app/App';
import { loadFullStylesheet } from './app/full-stylesheet';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { nextTask } from './app/next-task';
import { loadMostActiveStrip } from './features/content/components/home/MostActiveMembersSlot';
import { seedMarkdown } from './features/content/lib/server-markdown';
import { storedLocale } from './app/locale-preference';
import { setStartupLocales } from './app/startup-locales';
import { readServerData, readStartupData } from './app/server-data';
import { initI18n } from './i18n/i18n';
import { listenForInstallOffer } from './lib/app-install/install-prompt';
import { registerServiceWorker } from './lib/app-install/register-service-worker';
import { seedFormatted } from './lib/format';
import { localePath } from './lib/paths';
import { routesFor } from './routes/routes';
import './styles/index.css';

// A first visit to an unprefixed (Arabic) address by someone who chose another language
// earlier opens that language; inside the app the URL decides.
const { locale: urlLocale, path } = splitLocale(location.pathname);
const preferred = storedLocale();
const moved =
  urlLocale === DEFAULT_LOCALE &&
  preferred !== DEFAULT_LOCALE &&
  !location.pathname.startsWith(`/${DEFAULT_LOCALE}`);
if (moved) history.replaceState(null, '', `${localePath(preferred, path)}${location.search}${location.hash}`);

const locale = splitLocale(location.pathname).locale;
// The installable app: the browser's install offer is kept for the home's button, and the worker
// (offline page, kept shell) registers once the page has loaded.
listenForInstallOffer();
registerServiceWorker();
const root = document.getElementById('root')!;
// The gateway pre-renders the public pages (packages/site/src/prerender): the same React
// tree takes the server's HTML over. Anything else (a member page, a render that failed, a URL
// changed above) starts from the empty shell as before.
const server = moved ? undefined : readServerData();
const hydrating = Boolean(server && server.locale === locale && root.firstElementChild);
// Its menus and blocks came in its own language: another one reads them again (LocaleRoot).
if (hydrating) setStartupLocales(server?.locales);
// The page's route modules download while the catalogue loads, not after it, so the page does not
// wait on bundle, then catalogue, then its route chunk. A client-rendered page whose chunk fails
// here is left to the router's own `lazy`, which reports it.
const matched = loadMatchedRoutes(routesFor(locale), location);
// Parts the server drew with their code in hydrate in place: home's members strip, drawn from the
// server's list (or its waiting row when the server could not read one), and absent when the list
// was empty, where the slot is still drawn without a Suspense boundary (MostActiveMembersSlot).
const isHome = Boolean(server?.mostActive) || Boolean(root.querySelector('.most-active'));
const strip = hydrating && isHome ? loadMostActiveStrip() : undefined;
// A page the server did not render starts from the startup's content the gateway put in it (a
// member's page), else reads it itself (App): then its code loads now.
const seeded = hydrating ? undefined : readStartupData();
const startup = hydrating || seeded ? undefined : loadStartup();
// A rendered page carries only its own rules: the whole sheet loads beside the code, and the app
// draws nothing before it is in (full-stylesheet.ts).
const stylesheet = loadFullStylesheet();
// Awaited below; a failure meanwhile is not an unhandled rejection.
matched.catch(() => undefined);
strip?.catch(() => undefined);
startup?.catch(() => undefined);
// Started, not awaited at the top level: the start-up modules share one chunk with this entry
// (vite.config.ts), and a route chunk importing that chunk while it still awaited here would wait
// for it forever.
void start();

async function start() {
  await initI18n(locale);
  if (server && hydrating) {
    await matched;
    await strip;
    await stylesheet;
    // A task of its own for React: the modules above evaluated in the tasks that loaded them, and
    // hydration then starts in a fresh one instead of adding to theirs.
    await nextTask();
    seedFormatted(server.formatted);
    seedMarkdown(root);
    // As a transition, so React hydrates in slices and yields to the browser between them: the
    // page is already painted and readable, and one long task here would block a tap on it.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App hydration={server} />
        </StrictMode>,
      );
    });
  } else {
    await matched.catch(() => undefined);
    await stylesheet;
    await nextTask();
    root.replaceChildren();
    const client = createRoot(root);
    // As a transition too: the first render of a member page (search: filters and results) is
    // done in slices, with the browser free to handle input between them.
    startTransition(() => {
      client.render(
        <StrictMode>
          <App startup={seeded} />
        </StrictMode>,
      );
    });
  }
}
