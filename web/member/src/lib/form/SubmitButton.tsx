import type { ReactNode } from 'react';

/** The form's submit button: busy while the call runs (kept focusable, so focus is not lost). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn--primary auth-submit" aria-busy={busy}>
      {children}
    </button>
  );
}
