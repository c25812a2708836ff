import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminMember } from '@mawadda/contracts';
import type { ConsoleDataProvider } from '../../api/data-provider';
import { SuspendDialog } from '../../shared/SuspendDialog';

/** Suspend (with a reason) an active member, or reinstate a suspended one. */
export function SuspendButtons() {
  const record = useRecordContext<AdminMember>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const reinstate = async () => {
    setBusy(true);
    try {
      await dataProvider.setAccountStatus(record.id, { status: 'active' });
      notify('mw.members.reinstated', { type: 'success' });
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

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
