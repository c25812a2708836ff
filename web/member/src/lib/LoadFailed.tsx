/**
 * What a section shows when its data did not load: why (announced at once) and a button that
 * asks again, so the member can retry without reloading the page.
 */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry(): void;
  /** Extra classes, where the message stands alone as a card. */
  className?: string;
}) {
  return (
    <div className={className ? `${className} form__error` : 'form__error'} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn--ghost" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
