import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { BlockEntry } from '@mawadda/contracts';
import { useLocale } from '../../../routes/use-locale';
import { displayName } from '../../../lib/display-name';
import { formatDay } from '../../../lib/format';
import { fetchBlocks } from '../api/fetch-blocks';
import { useMemberList, type MemberRow } from '../hooks/use-member-list';
import { usePending } from '../hooks/use-pending';
import { useUnblock } from '../hooks/use-unblock';
import { CURSOR_PARAM } from '../../../lib/cursor-param';
import { MemberList } from './MemberList';
import { SocialPage } from './SocialPage';

/** /profile/blocked (signed-in): the members I block, newest first, each with "Unblock". */
export function BlockedMembersPage() {
  const { t } = useTranslation('social');
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const { state, remove, retry } = useMemberList({
    list: ['blocks'],
    load: fetchBlocks,
    cursor: params.get(CURSOR_PARAM),
    keepHidden: true,
  });
  const unblock = useUnblock();
  const { run, isPending } = usePending();

  const lift = (row: MemberRow<BlockEntry>) =>
    run(row.entry.memberId, async () => {
      // Said inside "… is unblocked", so a hidden member is "this member", not the row's label.
      const name = row.card ? displayName(row.card, locale) : t('list.thisMember');
      if (await unblock(row.entry.memberId, name)) remove(row.entry.memberId);
    });

  return (
    <SocialPage title={t('blocked.title')} lead={t('blocked.lead')}>
      <MemberList
        state={state}
        empty={t('blocked.empty')}
        onRetry={retry}
        detail={(row) => t('blocked.since', { date: formatDay(row.entry.blockedAt, locale) })}
        actions={(row, nameId) => (
          <button
            type="button"
            className="btn btn--ghost"
            aria-describedby={nameId}
            aria-busy={isPending(row.entry.memberId) || undefined}
            onClick={() => void lift(row)}
          >
            {t('block.unblock')}
          </button>
        )}
      />
    </SocialPage>
  );
}

export { BlockedMembersPage as Component };
