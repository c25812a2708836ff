import { Ellipsis } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';

export interface MoreMenuItem {
  key: string;
  label: string;
  run: () => void;
}

interface Props {
  /** What the toggle says to a screen reader ("More for Huda Saleh"). */
  label: string;
  items: readonly MoreMenuItem[];
  /** The toggle, for the caller to give focus back to once an item's dialog closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** What an item opens (its dialog), rendered beside the menu. */
  children?: ReactNode;
}

/**
 * A "more" menu for the rarer, weightier actions (block, report, close), kept away from the main
 * button so none is pressed by mistake. A disclosure: choosing an item, Escape (focus back on the
 * toggle) or a press elsewhere closes it.
 */
export function MoreMenu({ label, items, toggleRef, children }: Props) {
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
        <Ellipsis className="more-menu__icon" aria-hidden="true" />
        <span className="visually-hidden">{label}</span>
      </button>
      <ul id={menuId} className="more-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                item.run();
              }}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
