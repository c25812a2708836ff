import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { REPORT_DETAILS_MAX } from '@mawadda/contracts';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  title: string;
  confirmLabel: string;
  initialNote?: string;
  onClose: () => void;
  onConfirm: (note: string) => void;
}

/** Closing a report (resolved or dismissed) with a staff note, which the reporter never sees. */
export function NoteDialog({ open, title, confirmLabel, initialNote = '', onClose, onConfirm }: Props) {
  const translate = useTranslate();
  const [note, setNote] = useState(initialNote);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={translate('mw.reports.staffNote')}
          fullWidth
          multiline
          minRows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: REPORT_DETAILS_MAX } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => onConfirm(note.trim())}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
