import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminMember } from '@mawadda/contracts';
import type { ConsoleDataProvider } from '../../api/data-provider';
import { SuspendDialog } from '../../shared/SuspendDialog';
import { useStaffAction } from '../../shared/use-staff-action';

/** Suspend (with a reason) an active member, or reinstate a suspended one. */
export function SuspendButtons() {
  const record = useRecordContext<AdminMember>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const { busy, run } = useStaffAction();
  if (!record) return null;

  const reinstate = () =>
    run(
      () => dataProvider.setAccountStatus(record.id, { status: 'active' }),
      'mw.members.reinstated',
      refresh,
    );

  return record.status === 'suspended' ? (
    <Button startIcon={<LockOpenIcon />} onClick={reinstate} disabled={busy}>
      {translate('mw.members.reinstate')}
    </Button>
  ) : (
    <>
      <Button color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {translate('mw.members.suspend')}
      </Button>
      <SuspendDialog
        open={open}
        memberId={record.id}
        memberName={record.fullName}
        onClose={() => setOpen(false)}
        onSuspended={() => refresh()}
      />
    </>
  );
}
