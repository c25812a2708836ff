import { Button } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useGetIdentity,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { StaffAccount } from '@mawadda/contracts';
import type { ConsoleDataProvider } from '../../api/data-provider';
import { useStaffAction } from '../../shared/use-staff-action';

/**
 * An admin removes a staff member's second factor (a lost phone and lost recovery codes): their
 * sign-ins end at once and the next one sets it up again. Asked twice, since it cuts them off.
 * Not offered on one's own account: the API refuses it (another admin must do it).
 */
export function ResetTwoFactorButton() {
  const record = useRecordContext<StaffAccount>();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const { busy, run } = useStaffAction();
  if (!record || permissions !== 'admin' || identity?.id === record.id) return null;

  const reset = () =>
    run(
      () => dataProvider.resetStaffTwoFactor(record.id),
      'mw.staff.twoFactor.resetDone',
      () => {
        setOpen(false);
        refresh();
      },
    );

  return (
    <>
      <Button color="warning" variant="outlined" onClick={() => setOpen(true)}>
        {translate('mw.staff.twoFactor.reset')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="mw.staff.twoFactor.resetTitle"
        titleTranslateOptions={{ name: record.fullName }}
        content="mw.staff.twoFactor.resetBody"
        confirm="mw.staff.twoFactor.resetConfirm"
        confirmColor="warning"
        onConfirm={reset}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
