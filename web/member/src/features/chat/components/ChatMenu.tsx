import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreMenu } from '../../../lib/MoreMenu';

interface Props {
  name: string;
  /** Absent when there is nothing to close (already closed). */
  onCloseConversation?: () => void;
  onReport: () => void;
  /** Where focus goes back after an action's dialog: the toggle, so the member is where they were. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** The conversation's "more" menu: close it and report it, kept away from the composer. */
export function ChatMenu({ name, onCloseConversation, onReport, toggleRef }: Props) {
  const { t } = useTranslation('chat');
  const items = [
    ...(onCloseConversation ? [{ key: 'close', label: t('menu.close'), run: onCloseConversation }] : []),
    { key: 'report', label: t('menu.report'), run: onReport },
  ];
  return <MoreMenu label={t('menu.more', { name })} items={items} toggleRef={toggleRef} />;
}
