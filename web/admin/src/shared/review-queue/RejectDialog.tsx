import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ReviewQueue } from './queue';
import { useShortcuts } from './shortcuts';

interface Props<Reason extends string> {
  queue: ReviewQueue<Reason>;
  open: boolean;
  onClose: () => void;
  onReject: (reason: Reason, note: string) => void;
}

/**
 * Choosing the reason is the rejection: click it or, in a keyboard queue, press its digit. A
 * note, if any, is typed first (digits typed in the note stay in the note).
 */
export function RejectDialog<Reason extends string>({ queue, open, onClose, onReject }: Props<Reason>) {
  const translate = useTranslate();
  const { texts, reasons, keyboard } = queue;
  const [note, setNote] = useState('');
  const choose = (reason: Reason) => {
    onReject(reason, note.trim());
    setNote('');
  };
  useShortcuts(Object.fromEntries(reasons.map((r, i) => [String(i + 1), () => choose(r)])), open && keyboard);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reject-title">
      <DialogTitle id="reject-title">{translate(`${texts}.rejectTitle`)}</DialogTitle>
      <DialogContent>
        {keyboard && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${texts}.rejectHint`)}
          </Typography>
        )}
        <List dense>
          {reasons.map((r, i) => (
            <ListItemButton key={r} onClick={() => choose(r)}>
              <ListItemText primary={`${keyboard ? `${i + 1}. ` : ''}${translate(`${texts}.reason.${r}`)}`} />
            </ListItemButton>
          ))}
        </List>
        <TextField
          label={translate(`${texts}.note`)}
          helperText={translate(`${texts}.noteHint`, { _: '' })}
          fullWidth
          multiline
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: queue.noteMax } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
