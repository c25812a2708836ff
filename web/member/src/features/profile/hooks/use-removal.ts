import { useTranslation } from 'react-i18next';
import { translate } from '@mawadda/contracts/messages';
import { useConfirm } from '../../../lib/confirm';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { problemMessage } from '../../../lib/problem-message';

/**
 * Deleting a photo or file: spec §5 asks "Are you sure?" and says it cannot be undone; the answer
 * is the spec's "image deleted" (or "file removed"). Resolves true when it is gone.
 */
export function useRemoval() {
  const { t } = useTranslation('profile');
  const { locale } = useLocale();
  const confirm = useConfirm();
  const toast = useToast();
  return async (remove: () => Promise<void>, what: 'image' | 'file'): Promise<boolean> => {
    if (!(await confirm(translate('upload.deleteConfirm', locale), t('remove.confirm')))) return false;
    try {
      await remove();
      toast.success(what === 'image' ? translate('upload.imageDeleted', locale) : t('remove.fileDone'));
      return true;
    } catch (error) {
      toast.error(problemMessage(error, locale));
      return false;
    }
  };
}
