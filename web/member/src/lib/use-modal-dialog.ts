import { useEffect, useRef } from 'react';

/**
 * A native <dialog> opened as a modal when it mounts: centred, the page behind inert, focus inside
 * (on the element marked autoFocus, else the first field), Escape cancels. Test DOMs without
 * showModal still get an open dialog.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || el.open) return;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }, []);
  return ref;
}
