import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

type Kind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: Kind;
  text: string;
}

/** Spec §9: toasts sit top-right and stay 2000 ms. */
export const TOAST_MS = 2000;

interface ToastApi {
  success(text?: string): void;
  error(text?: string): void;
  info(text: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  // Each toast's timer goes with the provider: one left behind would update a page already gone.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);
  const push = useCallback((kind: Kind, text: string) => {
    const id = ++next.current;
    setToasts((list) => [...list, { id, kind, text }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((list) => list.filter((x) => x.id !== id));
    }, TOAST_MS);
    timers.current.add(timer);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      // The spec's defaults when a caller has nothing more precise to say.
      success: (text) => push('success', text ?? t('toast.success')),
      error: (text) => push('error', text ?? t('toast.failure')),
      info: (text) => push('info', text),
    }),
    [push, t],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.kind}`}>
            {toast.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast outside ToastProvider');
  return ctx;
}
