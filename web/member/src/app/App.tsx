import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ConfirmProvider } from '../lib/confirm';
import { ToastProvider } from '../lib/toast';
import { routes } from '../routes/routes';
import { runStartup } from './startup';
import { AppStateProvider, useAppState } from './state';
import { onTokenChange } from './token-store';
import { startVersionPoll } from './version-poll';

function Boot() {
  const { dispatch } = useAppState();
  const router = useMemo(() => createBrowserRouter(routes), []);
  useEffect(() => {
    void runStartup(dispatch);
    const stopPoll = startVersionPoll();
    const stopToken = onTokenChange((token) => dispatch({ type: 'auth/token', token }));
    return () => {
      stopPoll();
      stopToken();
    };
  }, [dispatch]);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <AppStateProvider>
      <ToastProvider>
        <ConfirmProvider>
          <Boot />
        </ConfirmProvider>
      </ToastProvider>
    </AppStateProvider>
  );
}
