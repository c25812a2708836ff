import { useCallback, useEffect, useState } from 'react';
import { isAbortError } from '../../../lib/api';
import {
  fetchRegistrationOptions,
  type RegistrationOptions,
} from '../../../lib/reference/registration-options';

export type LoadState<P> =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; profile: P; options: RegistrationOptions };

/**
 * Loads a profile together with the reference lists that name its countries, cities and
 * nationalities (the registration form's own call), in parallel. `replace` swaps in a newer
 * profile (after a save); `refresh` asks again quietly, keeping the page on screen meanwhile.
 */
export function useProfileLoad<P>(load: (signal?: AbortSignal) => Promise<P>) {
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    Promise.all([load(controller.signal), fetchRegistrationOptions(controller.signal)]).then(
      ([profile, options]) => setState({ status: 'ready', profile, options }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const replace = useCallback(
    (profile: P) => setState((s) => (s.status === 'ready' ? { ...s, profile } : s)),
    [],
  );
  const refresh = useCallback(async () => {
    // A failed quiet refresh leaves what is shown; the member's next action or a reload asks again.
    await load().then(replace, () => undefined);
  }, [load, replace]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, replace, refresh, retry };
}
