import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Ask {
  message: string;
  confirmLabel?: string;
  resolve(ok: boolean): void;
}

const ConfirmContext = createContext<((message?: string, confirmLabel?: string) => Promise<boolean>) | null>(
  null,
);

/**
 * A modal yes/no question on the native <dialog>: focus moves into it, Escape cancels, and the
 * page behind is inert. The default question is the spec's "This action can't be undone".
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<Ask | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const confirm = useCallback(
    (message?: string, confirmLabel?: string) =>
      new Promise<boolean>((resolve) =>
        setAsk({ message: message ?? t('toast.confirm'), confirmLabel, resolve }),
      ),
    [t],
  );

  useEffect(() => {
    const el = dialog.current;
    if (!ask || !el || el.open) return;
    // Modal: centred, backdrop, focus trapped, Escape cancels. Test DOMs without showModal
    // still get an open dialog.
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }, [ask]);

  const answer = (ok: boolean) => {
    ask?.resolve(ok);
    setAsk(null);
    dialog.current?.close?.();
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {ask && (
        <dialog
          ref={dialog}
          className="confirm"
          aria-labelledby="confirm-text"
          onCancel={() => answer(false)}
        >
          <p id="confirm-text">{ask.message}</p>
          <div className="confirm__actions">
            <button type="button" className="btn btn--primary" onClick={() => answer(true)} autoFocus>
              {ask.confirmLabel ?? t('actions.yes')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => answer(false)}>
              {t('actions.cancel')}
            </button>
          </div>
        </dialog>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm() {
  const ctx = useContext(ConfirmContext);
  if (!ctx) throw new Error('useConfirm outside ConfirmProvider');
  return ctx;
}
