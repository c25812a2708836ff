import { useLayoutEffect, useRef } from 'react';

/**
 * A failure of the whole form (wrong credentials, too many attempts, network). It takes focus so
 * a keyboard or screen-reader user lands on it, the way field errors take focus for theirs.
 */
export function FormAlert({ title, message }: { title: string; message: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className="form__error" role="alert" tabIndex={-1}>
      <strong className="auth-alert__title">{title}</strong> {message}
    </div>
  );
}
