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
 * Single-key shortcuts, off while `enabled` is false and in text fields or with a modifier, so
 * typing a note never approves anything. The map is taken at commit: a navigation renders the next
 * item as a transition while the decided one still shows, and a key must act on what is on screen.
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
