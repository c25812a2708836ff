import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ChatSocketProvider } from '../lib/chat-socket/ChatSocketProvider';
import { ConfirmProvider } from '../lib/confirm';
import { createQueryClient } from '../lib/query';
import { ToastProvider } from '../lib/toast';
import { routes } from '../routes/routes';
import { runStartup } from './startup';
import { AppStateProvider, useAppState } from './state';
import { onTokenChange } from './token-store';
import { startVersionPoll } from './version-poll';

function Boot() {
  const { dispatch } = useAppState();
  const queryClient = useQueryClient();
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => {
    void runStartup(dispatch);
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
  }, [dispatch, queryClient]);
  return <RouterProvider router={router} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppStateProvider>
        {/* One chat socket for the tab while a member is signed in (pages and the header share it). */}
        <ChatSocketProvider>
          <ToastProvider>
            <ConfirmProvider>
              <Boot />
            </ConfirmProvider>
          </ToastProvider>
        </ChatSocketProvider>
      </AppStateProvider>
    </QueryClientProvider>
  );
}
