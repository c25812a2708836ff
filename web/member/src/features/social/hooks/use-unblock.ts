import { useTranslation } from 'react-i18next';
import type { Relationship } from '@mawadda/contracts';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { unblockMember } from '../api/unblock-member';
import { actionFailure } from '../lib/action-failure';

/** Lifting a block (profile notice, menu, blocked members page), said in a toast either way. */
export function useUnblock() {
  const { t } = useTranslation('social');
  const { locale } = useLocale();
  const toast = useToast();
  return async (memberId: string, name: string): Promise<Relationship | undefined> => {
    try {
      const relationship = await unblockMember(memberId);
      toast.success(t('block.unblocked', { name }));
      return relationship;
    } catch (error) {
      toast.error(actionFailure(error, locale, t('block.unblockFailed', { name })));
      return undefined;
    }
  };
}
