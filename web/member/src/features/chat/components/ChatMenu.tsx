import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  /** Absent when there is nothing to close (already closed). */
  onCloseConversation?: () => void;
  onReport: () => void;
  /** Where focus goes back after an action's dialog: the toggle, so the member is where they were. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The conversation's "more" menu: close it and report it, kept away from the composer so neither
 * is pressed by mistake. A disclosure (button + list of buttons), as on a profile: Escape or a
 * press elsewhere closes it.
 */
export function ChatMenu({ name, onCloseConversation, onReport, toggleRef }: Props) {
  const { t } = useTranslation('chat');
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <div
      ref={root}
      className="more-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="btn btn--ghost more-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯</span>
        <span className="visually-hidden">{t('menu.more', { name })}</span>
      </button>
      <ul id={menuId} className="more-menu__list" hidden={!open}>
        {onCloseConversation && (
          <li>
            <button type="button" onClick={() => choose(onCloseConversation)}>
              {t('menu.close')}
            </button>
          </li>
        )}
        <li>
          <button type="button" onClick={() => choose(onReport)}>
            {t('menu.report')}
          </button>
        </li>
      </ul>
    </div>
  );
}
