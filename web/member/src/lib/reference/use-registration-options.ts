import { useCallback, useEffect, useState } from 'react';
import { fetchRegistrationOptions, type RegistrationOptions } from './registration-options';
import { isAbortError } from '../api';

type OptionsState =
  { status: 'loading' } | { status: 'ready'; options: RegistrationOptions } | { status: 'failed' };

/** Loads the registration choices once per visit of the page; `retry` asks again after a failure. */
export function useRegistrationOptions() {
  const [state, setState] = useState<OptionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchRegistrationOptions(controller.signal).then(
      (options) => setState({ status: 'ready', options }),
      (error: unknown) => {
        if (!isAbortError(error)) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
