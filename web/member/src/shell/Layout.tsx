import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useAppState } from '../app/state';
import { CallProvider } from '../features/calls/CallProvider';
import { CallScreen } from '../features/calls/CallScreen';
import { usePresenceHeartbeat } from '../features/profile/hooks/use-presence-heartbeat';
import { DemoNotice } from './DemoNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationOverlay } from './NavigationOverlay';
import { PageLoader } from './PageLoader';

/** The one default layout every page sits in (spec §2). */
export function Layout() {
  const { t } = useTranslation();
  const { state } = useAppState();
  // Presence (online/offline) for a signed-in member, on every page while the tab is visible.
  usePresenceHeartbeat(state.auth.isAuthenticated);
  return (
    // Calls ring over every page, so the call screen sits beside them (features/calls).
    <CallProvider>
      <div className="layout">
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        <PageLoader />
        <DemoNotice />
        <Header />
        <main id="content" className="layout__main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
        <NavigationOverlay />
        {/* A new page starts at its top; back and forward return to where the member was. */}
        <ScrollRestoration />
        <CallScreen />
      </div>
    </CallProvider>
  );
}
