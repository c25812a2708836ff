import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../api/data-provider';
import { SUSPENSION_NOTE_MAX, SUSPENSION_REASONS } from './suspension-reasons';
import { useStaffAction } from './use-staff-action';

export interface SuspendResult {
  reason: string;
  note: string;
}

interface Props {
  open: boolean;
  memberId: string;
  memberName?: string;
  onClose: () => void;
  /** After the account is suspended (a report then resolves itself with the note). */
  onSuspended?: (result: SuspendResult) => void | Promise<void>;
}

/**
 * Suspending a member needs a reason from the list (the member is told it, in their language)
 * and may carry a staff note. Used on the member page and on a report.
 */
export function SuspendDialog({ open, memberId, memberName, onClose, onSuspended }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const { busy, run } = useStaffAction();

  const close = () => {
    setReason('');
    setNote('');
    onClose();
  };

  const confirm = async () => {
    if (!reason) return;
    const trimmed = note.trim();
    await run(
      () =>
        dataProvider.setAccountStatus(memberId, {
          status: 'suspended',
          reason,
          ...(trimmed ? { note: trimmed } : {}),
        }),
      'mw.members.suspended',
      async () => {
        await onSuspended?.({ reason, note: trimmed });
        close();
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="suspend-title">
      <DialogTitle id="suspend-title">
        {translate('mw.members.suspendTitle', { name: memberName ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            required
            label={translate('mw.members.suspensionReason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={
              reason ? translate('mw.members.reasonToldToMember') : translate('mw.members.reasonRequired')
            }
          >
            {SUSPENSION_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {translate(`mw.suspensionReason.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('mw.members.staffNote')}
            multiline
            minRows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: SUSPENSION_NOTE_MAX } }}
            helperText={translate('mw.members.noteNotShown')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={!reason || busy}>
          {translate('mw.members.suspend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
