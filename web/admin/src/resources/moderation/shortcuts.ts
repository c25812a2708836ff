import { useEffect, useLayoutEffect, useRef } from 'react';

export type ShortcutMap = Record<string, () => void>;

/** Whether a key press was meant for a text field (or a menu), not for a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox'
  );
}

/**
 * Single-key shortcuts on the whole page (`a`, `r`, `j`, …), off while `enabled` is false (a
 * dialog has the keys) and whenever the key goes to a text field or comes with a modifier, so
 * typing a note never approves anything.
 *
 * The keys act on what is on screen: the map is taken when a render commits, not while it
 * renders. React Router renders a navigation as a transition, so the next item's render can run
 * (with its record still loading) while the decided one is still shown; a key pressed then went
 * to the unseen render and was lost.
 */
export function useShortcuts(map: ShortcutMap, enabled = true): void {
  const current = useRef(map);
  useLayoutEffect(() => {
    current.current = map;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const action = current.current[e.key.toLowerCase()];
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
