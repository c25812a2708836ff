import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender, Relationship } from '@mawadda/contracts';
import { useConfirm } from '../../../lib/confirm';
import { MoreMenu } from '../../../lib/MoreMenu';
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
 */
export function MemberMenu({ memberId, name, gender, relationship, onChange, onStale }: Props) {
  const context = gender ?? undefined;
  const { t } = useTranslation('social');
  const { locale } = useLocale();
  const toast = useToast();
  const confirm = useConfirm();
  const unblock = useUnblock();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);

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

  const items = [
    ...(relationship.followedBy === 'accepted'
      ? [{ key: 'remove', label: t('menu.removeFollower'), run: () => void remove() }]
      : []),
    relationship.blocking
      ? { key: 'unblock', label: t('block.unblock'), run: () => void lift() }
      : { key: 'block', label: t('menu.block'), run: () => setDialog('block') },
    { key: 'report', label: t('menu.report'), run: () => setDialog('report') },
  ];

  return (
    <MoreMenu label={t('menu.more', { name })} items={items} toggleRef={toggle}>
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
    </MoreMenu>
  );
}
