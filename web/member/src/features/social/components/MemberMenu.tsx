import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender, Relationship } from '@mawadda/contracts';
import { useConfirm } from '../../../lib/confirm';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { removeFollower } from '../api/remove-follower';
import { useUnblock } from '../hooks/use-unblock';
import { actionFailure } from '../lib/action-failure';
import { BlockDialog } from './BlockDialog';
import { ReportDialog } from './ReportDialog';

interface Props {
  memberId: string;
  name: string;
  gender: Gender | null;
  relationship: Relationship;
  onChange: (next: Relationship) => void;
  /** Ask where we stand again (a report that also blocked answers no relationship). */
  onStale: () => void;
}

/**
 * The small "more" menu on another member's profile: the rarer, weightier actions (remove a
 * follower, block, report) kept away from the follow button so none is pressed by mistake.
 * A disclosure (button + list of buttons): Escape or a press elsewhere closes it.
 */
export function MemberMenu({ memberId, name, gender, relationship, onChange, onStale }: Props) {
  const context = gender ?? undefined;
  const { t } = useTranslation('social');
  const { locale } = useLocale();
  const toast = useToast();
  const confirm = useConfirm();
  const unblock = useUnblock();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };
  const backToMenu = () => {
    setDialog(null);
    toggle.current?.focus();
  };

  const remove = async () => {
    if (!(await confirm(t('menu.removeConfirm', { name, context }), t('menu.removeFollower')))) return;
    try {
      onChange(await removeFollower(memberId));
      toast.success(t('menu.removed', { name, context }));
    } catch (error) {
      toast.error(actionFailure(error, locale, t('menu.removeFailed')));
    }
    toggle.current?.focus();
  };

  const lift = async () => {
    const next = await unblock(memberId, name);
    if (next) onChange(next);
  };

  return (
    <div
      ref={root}
      className="more-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
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
        {relationship.followedBy === 'accepted' && (
          <li>
            <button type="button" onClick={() => choose(() => void remove())}>
              {t('menu.removeFollower')}
            </button>
          </li>
        )}
        <li>
          {relationship.blocking ? (
            <button type="button" onClick={() => choose(() => void lift())}>
              {t('block.unblock')}
            </button>
          ) : (
            <button type="button" onClick={() => choose(() => setDialog('block'))}>
              {t('menu.block')}
            </button>
          )}
        </li>
        <li>
          <button type="button" onClick={() => choose(() => setDialog('report'))}>
            {t('menu.report')}
          </button>
        </li>
      </ul>
      {dialog === 'block' && (
        <BlockDialog
          memberId={memberId}
          name={name}
          gender={gender}
          onBlocked={onChange}
          onClose={backToMenu}
        />
      )}
      {dialog === 'report' && (
        <ReportDialog
          memberId={memberId}
          name={name}
          onSent={(blocked) => blocked && onStale()}
          onClose={backToMenu}
        />
      )}
    </div>
  );
}
