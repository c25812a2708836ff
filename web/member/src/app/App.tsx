import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import {
  MostActiveSeedProvider,
  type MostActiveSeed,
} from '../features/content/components/home/most-active-seed';
import { ChatSocketProvider } from '../lib/chat-socket/ChatSocketProvider';
import { ConfirmProvider } from '../lib/confirm';
import { createQueryClient } from '../lib/query';
import { ToastProvider } from '../lib/toast';
import { createSiteRouter } from './site-router';
import { seededState, serverRenderedState, type ServerData } from './server-data';
import { AppStateProvider, readBillingActive, useAppState, type AppState } from './state';
import { onTokenChange, readToken } from './token-store';
import { startVersionPoll } from './version-poll';

/**
 * The startup calls and their schemas (with zod), loaded only by a page the server did not render:
 * a rendered page came with the startup's content, so it need not parse them at start-up. main.tsx
 * starts loading them early for such a page.
 */
export const loadStartup = () => import('./startup');

function Boot({ hydration, seeded }: { hydration?: ServerData; seeded: boolean }) {
  const { dispatch } = useAppState();
  const queryClient = useQueryClient();
  const router = useMemo(() => createSiteRouter(hydration), [hydration]);
  useEffect(() => {
    // A server-rendered page came with the startup's content; a signed-in member's session,
    // which the server never sees, takes over once the page is hydrated.
    // A page that came with the startup's content only (a member's) starts from it and the
    // stored session alike (App's `startup`).
    if (hydration) {
      if (readToken()) dispatch({ type: 'auth/token', token: readToken() });
    } else if (!seeded) void loadStartup().then(({ runStartup }) => runStartup(dispatch));
    const stopPoll = startVersionPoll();
    const stopToken = onTokenChange((token) => {
      // Signed out: nothing read for that member may show to whoever signs in next.
      if (!token) queryClient.clear();
      dispatch({ type: 'auth/token', token });
    });
    return () => {
      stopPoll();
      stopToken();
    };
  }, [dispatch, queryClient, hydration, seeded]);
  return <RouterProvider router={router} />;
}

/** Everything around the router, the same on the server (entry-server.tsx) and in the browser. */
export function AppProviders({
  initial,
  mostActive,
  children,
}: {
  initial?: AppState;
  /** Home's members as the server read them (a server-rendered page's data). */
  mostActive?: MostActiveSeed;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Billing's flag is read once someone is signed in (a given state would turn the reader off). */}
      <AppStateProvider initial={initial} readSubscription={readBillingActive}>
        {/* One chat socket for the tab while a member is signed in (pages and the header share it). */}
        <ChatSocketProvider>
          <ToastProvider>
            <MostActiveSeedProvider seed={mostActive}>
              <ConfirmProvider>{children}</ConfirmProvider>
            </MostActiveSeedProvider>
          </ToastProvider>
        </ChatSocketProvider>
      </AppStateProvider>
    </QueryClientProvider>
  );
}

/**
 * The site; `hydration` when the server rendered the page, `startup` when the gateway put only the
 * startup's content in it (a member's page: server-data.ts `readStartupData`), else neither and
 * the startup's calls run (main.tsx).
 */
export function App({ hydration, startup }: { hydration?: ServerData; startup?: ServerData['startup'] }) {
  return (
    <AppProviders
      initial={
        hydration ? serverRenderedState(hydration.startup) : startup ? seededState(startup) : undefined
      }
      mostActive={hydration?.mostActive}
    >
      <Boot hydration={hydration} seeded={Boolean(startup)} />
    </AppProviders>
  );
}
