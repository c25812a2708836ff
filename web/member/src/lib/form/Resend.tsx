import { useState, type ReactNode } from 'react';
import { problemMessage } from '../problem-message';
import { useLocale } from '../../routes/use-locale';

export interface Resend {
  busy?: boolean;
  done?: boolean;
  error?: string;
  /** Sends again, unless a send is under way (a double click sends one code, not two). */
  sendAgain(): Promise<void>;
}

/**
 * "Send the code again": `send` asks the API (and keeps whatever it answers, such as the new
 * expiry); the state says whether it is under way, went out, or failed and why, in the member's
 * language.
 */
export function useResend(send: () => Promise<void>): Resend {
  const { locale } = useLocale();
  const [state, setState] = useState<Omit<Resend, 'sendAgain'>>({});
  const sendAgain = async () => {
    if (state.busy) return;
    setState({ busy: true });
    try {
      await send();
      setState({ done: true });
    } catch (error) {
      setState({ error: problemMessage(error, locale) });
    }
  };
  return { ...state, sendAgain };
}

/** The resend button: busy while the code is on its way. */
export function ResendButton({ resend, children }: { resend: Resend; children: ReactNode }) {
  return (
    <button
      type="button"
      className="btn btn--ghost"
      aria-busy={resend.busy}
      onClick={() => void resend.sendAgain()}
    >
      {children}
    </button>
  );
}

/** What came of the resend: announced politely when it went out, at once when it failed. */
export function ResendFeedback({
  resend,
  sent,
  className = 'form__notice',
}: {
  resend: Resend;
  /** What to say once the code went out again. */
  sent: ReactNode;
  /** The notice's look, where the page styles its notices its own way. */
  className?: string;
}) {
  return (
    <>
      {resend.done && (
        <p className={className} role="status">
          {sent}
        </p>
      )}
      {resend.error && (
        <p className="form__error" role="alert">
          {resend.error}
        </p>
      )}
    </>
  );
}
