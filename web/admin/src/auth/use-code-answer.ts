import { useState, type FormEvent } from 'react';
import { isChallengeOver, StepError } from './second-factor-api';

/**
 * A code typed in answer to a sign-in challenge (the app's code, a recovery code, the first code
 * of a new authenticator). A wrong code is said and cleared, for the next try; a challenge that is
 * over (expired, too many tries) sends the staff member back to the password step, with why.
 */
export function useCodeAnswer<T>(
  answer: (code: string) => Promise<T>,
  onAnswered: (result: T) => void,
  onRestart: (messageKey?: string) => void,
) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onAnswered(await answer(code));
    } catch (err) {
      if (isChallengeOver(err)) return onRestart((err as StepError).message);
      setError(err instanceof Error ? err.message : 'ra.auth.sign_in_error');
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return { code, setCode, error, setError, busy, submit };
}
