import { useState } from 'react';
import { useNotify } from 'react-admin';

/**
 * A staff action behind a button: busy while it runs (the button is disabled, so one click is one
 * request), then `done` is said and `after` runs (refresh, close); a failure is said as the API
 * put it, or as a network error.
 */
export function useStaffAction() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string, after?: () => unknown) => {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
      await after?.();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
